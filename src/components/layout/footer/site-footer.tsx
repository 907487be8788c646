import { getLocale, getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button-class";
import { LeadDialogButton } from "@/components/forms/lead-dialog-provider.client";
import { ConsentPreferencesButton } from "@/components/consent/consent-manager.client";
import { Link, type LinkProps } from "@/components/ui/link";
import { cn } from "@/lib/cn";
import { company } from "@/data/company";
import type { Locale } from "@/i18n/routing";
import { footerLinkLocale, footerVariesByPage } from "@/site/footer-locale";
import { footerColumns, footerFaqs, footerGuides, legalLinks, type NavLinkId } from "@/site/navigation";
import { Container } from "../container";
import { Logo } from "../logo-mark";
import { navLinkResolver, type ResolvedLink } from "../nav-links";
import { CurrentYear } from "./current-year.client";
import { FooterByPage } from "./footer-by-page.client";
import { SocialIcon } from "./social-icons";
import { ChevronDown } from "@/components/icons/chevron";

const linkClass = "inline-flex min-h-8 items-center text-sm text-ink-200 hover:text-white";

/** The page a footer is rendered for: its links' locale can depend on it (SPEC §2). */
interface FooterPage {
  locale: Locale;
  onHomePage: boolean;
}

function FooterLink({ page, ...props }: Omit<LinkProps, "locale"> & { page: FooterPage }) {
  return <Link locale={footerLinkLocale(page.locale, page.onHomePage)} {...props} />;
}

function FooterNavLink({
  link,
  page,
  className = linkClass,
}: {
  link: ResolvedLink;
  page: FooterPage;
  className?: string;
}) {
  return (
    <FooterLink
      href={link.href}
      page={page}
      className={className}
      {...(link.newTab && { target: "_blank", rel: "noopener" })}
    >
      {link.label}
    </FooterLink>
  );
}

function LinkList({
  ids,
  resolve,
  page,
  twoColumn = false,
}: {
  ids: readonly NavLinkId[];
  resolve: (id: NavLinkId) => ResolvedLink;
  page: FooterPage;
  twoColumn?: boolean;
}) {
  return (
    <ul className={cn("mt-3 grid gap-x-6 gap-y-1", twoColumn && "grid-cols-2")}>
      {ids.map((id) => (
        <li key={id}>
          <FooterNavLink link={resolve(id)} page={page} />
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2 'Footer'. It sits in the locale layout, which client navigation keeps, so where its links
 * differ on the home page both versions are sent and the page path picks one.
 */
export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  const footer = (onHomePage: boolean) => <FooterContent page={{ locale, onHomePage }} />;
  if (!footerVariesByPage(locale)) return footer(false);
  return <FooterByPage home={footer(true)} other={footer(false)} />;
}

async function FooterContent({ page }: { page: FooterPage }) {
  const t = await getTranslations("common");
  const tc = await getTranslations("consent");
  const resolve = await navLinkResolver();
  const heading = "text-sm font-semibold text-white";
  return (
    <footer aria-label={t("footer.label")} className="bg-ink-950 text-ink-200">
      <Container className="grid gap-12 py-14 lg:grid-cols-[18rem_1fr]">
        <div className="flex flex-col items-start gap-5">
          <FooterLink href="/" page={page} aria-label={t("brandHome")} className="rounded-lg text-white">
            <Logo />
          </FooterLink>
          <p className="text-sm leading-6">{t("footer.description")}</p>
          <LeadDialogButton position="footer" className={buttonClass()}>
            {t("footer.getStarted")}
          </LeadDialogButton>
          <div>
            <p className={heading}>{t("footer.followUs")}</p>
            <ul className="mt-3 flex gap-2">
              {company.social.map((profile) => (
                <li key={profile.network}>
                  <Link
                    href={profile.url}
                    aria-label={t(`footer.social.${profile.network}`)}
                    className="grid size-11 place-items-center rounded-full bg-white/5 text-ink-100 ring-1 ring-white/10 hover:bg-white/10 hover:text-white"
                  >
                    <SocialIcon network={profile.network} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4 xl:grid-cols-[1fr_1fr_1.6fr_1.6fr]">
          {footerColumns.map((column) => (
            <nav
              key={column.id}
              aria-label={t(`footer.columns.${column.id}`)}
              className={cn(column.type === "two-column" && "col-span-2")}
            >
              <p className={heading}>{t(`footer.columns.${column.id}`)}</p>
              <LinkList
                ids={column.links}
                resolve={resolve}
                page={page}
                twoColumn={column.type === "two-column"}
              />
            </nav>
          ))}
          <div className="col-span-2 flex flex-col gap-4">
            {(
              [
                ["guides", footerGuides],
                ["faqs", footerFaqs],
              ] as const
            ).map(([id, ids]) => (
              <details key={id} className="group rounded-xl ring-1 ring-white/10">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-4 text-sm font-semibold text-white">
                  {t(`footer.${id}`)}
                  <ChevronDown className="size-3 transition-transform group-open:rotate-180" />
                </summary>
                <div className="px-4 pb-3">
                  <LinkList ids={ids} resolve={resolve} page={page} />
                </div>
              </details>
            ))}
          </div>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm text-ink-300 md:flex-row md:items-center md:justify-between">
          <p>
            {t.rich("footer.copyright", { year: () => <CurrentYear buildYear={new Date().getFullYear()} /> })}
          </p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-5">
              {legalLinks.map((id) => (
                <li key={id}>
                  <FooterNavLink
                    link={resolve(id)}
                    page={page}
                    className="inline-flex min-h-11 items-center text-ink-300 hover:text-white"
                  />
                </li>
              ))}
              <li>
                <ConsentPreferencesButton className="inline-flex min-h-11 cursor-pointer items-center text-ink-300 hover:text-white">
                  {tc("footerButton")}
                </ConsentPreferencesButton>
              </li>
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
