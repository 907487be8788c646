import { getLocale, getTranslations } from "next-intl/server";
import { locales, type Locale } from "@/i18n/routing";
import { ButtonLink } from "@/components/ui/button-link";
import { Link } from "@/components/ui/link";
import { Container } from "./container";
import { LanguageSelector } from "./language-selector.client";
import { Logo } from "./logo-mark";

/** Header variants of the spec; `v4-header` is the site's standard header. */
export type HeaderType = "v4-header";

export async function SiteHeader({ type = "v4-header" }: { type?: HeaderType }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("common");
  const names = Object.fromEntries(locales.map((l) => [l, t(`languages.${l}`)])) as Record<Locale, string>;
  return (
    <header
      data-header-type={type}
      className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur"
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link href="/" aria-label={t("brandHome")} className="rounded-lg text-ink-900">
          <Logo />
        </Link>
        <div className="flex items-center gap-1 md:gap-3">
          <LanguageSelector locale={locale} names={names} label={t("language.label")} />
          <ButtonLink href="/request-demo" variant="dark" className="px-4 md:px-5">
            {t("header.cta")}
          </ButtonLink>
        </div>
      </Container>
    </header>
  );
}
