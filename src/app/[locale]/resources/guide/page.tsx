import { getTranslations, setRequestLocale } from "next-intl/server";
import { DocGrid, ResourcesCta } from "@/components/content/content-parts";
import { ResourceSearch } from "@/components/content/resource-search";
import { Container } from "@/components/layout/container";
import { DocumentHero } from "@/components/legal/document-parts";
import { SectionHeading } from "@/components/sections/section-heading";
import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/components/ui/link";
import { docsOf } from "@/content/docs";
import { contentKinds } from "@/content/kinds";
import { DLT_GUIDES } from "@/data/dlt";
import type { Locale } from "@/i18n/routing";
import { contentJsonLd, contentMetadata } from "@/site/content-page";

const PATH = "/resources/guide";

/** In the locales the guides list is written in (src/content/kinds.ts); elsewhere a 404. */
export function generateStaticParams() {
  return contentKinds.guides.locales.map((locale) => ({ locale }));
}
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/resources/guide">) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "resources.meta" });
  return contentMetadata(PATH, locale, { title: t("title"), description: t("description") });
}

/** The guides: every long read of `content/guides`, and India's DLT guides operator by operator. */
export default async function GuidesPage({ params }: PageProps<"/[locale]/resources/guide">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("resources.guides");
  const guides = docsOf("guides", locale);
  const dlt = await Promise.all(
    DLT_GUIDES.map(async ({ slug, namespace }) => {
      const meta = await getTranslations({ locale: "en", namespace: `${namespace}.meta` });
      return { href: `/dlt/${slug}`, title: meta("title"), description: meta("description") };
    }),
  );
  return (
    <>
      <JsonLd
        blocks={await contentJsonLd(
          PATH,
          locale,
          guides.map((doc) => ({ name: doc.meta.title, description: doc.meta.description, path: doc.path })),
        )}
      />
      <DocumentHero
        titleId="guides-title"
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={t("lead")}
        aside={<ResourceSearch locale={locale} />}
      />
      <DocGrid id="guides-list-title" title={t("listHeading")} docs={guides} locale={locale} />
      <section aria-labelledby="guides-dlt-title" className="bg-white py-16 render-when-near md:py-20">
        <Container>
          <SectionHeading id="guides-dlt-title" title={t("operatorsHeading")} lead={t("operatorsLead")} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {dlt.map((guide) => (
              <li
                key={guide.href}
                lang={locale.startsWith("en") ? undefined : "en"}
                className="relative rounded-card bg-surface p-6 ring-1 ring-line"
              >
                <h3 className="text-lg font-bold text-ink-900">
                  <Link href={guide.href} className="after:absolute after:inset-0 hover:underline">
                    {guide.title}
                  </Link>
                </h3>
                <p className="mt-3 leading-7 text-muted">{guide.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <ResourcesCta />
    </>
  );
}

export const dynamic = "error";
