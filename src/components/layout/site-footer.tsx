import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { Container } from "./container";
import { CurrentYear } from "./current-year.client";
import { Logo } from "./logo-mark";

export async function SiteFooter() {
  const t = await getTranslations("common");
  return (
    <footer className="bg-ink-950 text-ink-200 render-when-near">
      <Container className="grid gap-8 py-14 md:grid-cols-3">
        <Link href="/" aria-label={t("brandHome")} className="w-fit rounded-lg text-white">
          <Logo />
        </Link>
        <p className="max-w-2xl text-sm leading-6 text-ink-200 md:col-span-2">{t("footer.description")}</p>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-ink-300">
          <p>
            {t.rich("footer.copyright", { year: () => <CurrentYear buildYear={new Date().getFullYear()} /> })}
          </p>
        </Container>
      </div>
    </footer>
  );
}
