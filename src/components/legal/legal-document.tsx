import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { Link } from "@/components/ui/link";
import { DocumentHero, DocumentSection } from "./document-parts";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import { routeName } from "@/site/page";

/** A legal text's copy (messages/<locale>/{privacyPolicy,termsAndConditions,enterpriseSecurity}.json). */
export interface LegalCopy {
  hero: { eyebrow: string; title: string; lead: string; updated: string };
  toc: string;
  /** In order; a block is a paragraph, or a list when it is an array. */
  sections: Record<string, { title: string; blocks: (string | string[])[] }>;
}

const linkClass = "font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900";

/**
 * What `{token}` in a legal text links to: a mailbox (shown as its address), the support site, the
 * site's own policy pages (named as in their breadcrumbs) and the security.txt file.
 */
async function tokenLinks(locale: Locale): Promise<Record<string, ReactNode>> {
  const mail = (address: string) => (
    <Link href={`mailto:${address}`} className={linkClass}>
      {address}
    </Link>
  );
  const page = async (path: Parameters<typeof routeName>[0]) => (
    <Link href={path} className={linkClass}>
      {await routeName(path, locale)}
    </Link>
  );
  const { privacy, dpo, support, sales } = siteConfig.mail;
  return {
    privacyMail: mail(privacy),
    dpoMail: mail(dpo),
    supportMail: mail(support),
    salesMail: mail(sales),
    supportSite: (
      <Link href={siteConfig.supportUrl} className={linkClass}>
        {new URL(siteConfig.supportUrl).host}
      </Link>
    ),
    cookiePolicy: await page("/cookie-policy"),
    privacyPolicy: await page("/privacy-policy"),
    terms: await page("/terms-and-conditions"),
    enterpriseSecurity: await page("/enterprise-security"),
    contact: await page("/contact-us"),
    securityTxt: (
      <a href="/.well-known/security.txt" className={linkClass}>
        security.txt
      </a>
    ),
  };
}

/** A text with its `{token}`s replaced by their links; an unknown token fails the build. */
function withLinks(text: string, links: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((part, i) => {
    if (i % 2 === 0) return part;
    if (!(part in links)) throw new Error(`Unknown link {${part}} in a legal text`);
    return <span key={i}>{links[part]}</span>;
  });
}

/**
 * A legal page (issue 24): the hero with the date of the text and, beside it, its table of contents
 * (or the page's own picture), then every section under an anchor the contents link to.
 */
export async function LegalDocument({
  copy,
  locale,
  visual,
}: {
  copy: LegalCopy;
  locale: Locale;
  /** Beside the title instead of the table of contents, which then opens the text. */
  visual?: ReactNode;
}) {
  const links = await tokenLinks(locale);
  const sections = Object.entries(copy.sections);
  const contents = (
    <nav
      aria-labelledby="toc-title"
      className="rounded-card bg-white p-5 text-ink-900 shadow-card ring-1 ring-line"
    >
      <p id="toc-title" className="text-sm font-semibold tracking-wide text-muted">
        {copy.toc}
      </p>
      <ol className="mt-3 list-decimal gap-x-10 pl-5 text-sm marker:text-muted sm:columns-2">
        {sections.map(([id, section]) => (
          <li key={id} className="break-inside-avoid">
            <a href={`#${id}`} className="inline-flex min-h-8 items-center hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );

  return (
    <>
      <DocumentHero
        titleId="legal-title"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        note={copy.hero.updated}
        aside={visual ?? contents}
      />

      <div className="bg-surface py-12 md:py-16">
        <Container className="max-w-4xl space-y-12">
          {visual && contents}
          {sections.map(([id, section], n) => (
            <DocumentSection key={id} id={id} title={section.title} number={n + 1}>
              {section.blocks.map((block, i) =>
                typeof block === "string" ? (
                  <p key={i}>{withLinks(block, links)}</p>
                ) : (
                  <ul key={i} className="list-disc space-y-2 pl-5">
                    {block.map((item) => (
                      <li key={item}>{withLinks(item, links)}</li>
                    ))}
                  </ul>
                ),
              )}
            </DocumentSection>
          ))}
        </Container>
      </div>
    </>
  );
}
