import { getTranslations } from "next-intl/server";
import { DocumentHero } from "@/components/legal/document-parts";
import { Faq } from "@/components/sections/faq/faq";
import { Link } from "@/components/ui/link";
import { docsOf, type ContentDoc } from "@/content/docs";
import { HUB_SLUG } from "@/content/kinds";
import { plainText } from "@/content/markdown";
import type { Locale } from "@/i18n/routing";
import { Byline, DocGrid, ResourcesCta } from "./content-parts";
import { Markdown } from "./markdown";
import { ResourceSearch } from "./resource-search";

/** The FAQ pages beside this one, each a link; this one marked as the current page. */
async function FaqPagesNav({ current, locale }: { current: ContentDoc; locale: Locale }) {
  const t = await getTranslations("resources.faq");
  const pages = docsOf("faq", locale).filter((doc) => doc.slug !== HUB_SLUG);
  return (
    <nav aria-labelledby="faq-pages-title" className="rounded-card bg-white/5 p-5 ring-1 ring-white/15">
      <p id="faq-pages-title" className="text-sm font-semibold text-ink-200">
        {t("moreHeading")}
      </p>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
        {pages.map((doc) => (
          <li key={doc.slug}>
            <Link
              href={doc.path}
              aria-current={doc.slug === current.slug ? "page" : undefined}
              className="flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold text-white hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-ink-900"
            >
              {doc.meta.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An FAQ page's questions as the site's accordion, each answer in its own Markdown. */
async function Questions({ doc, title }: { doc: ContentDoc; title: string }) {
  return (
    <Faq
      id="questions"
      title={title}
      items={await Promise.all(
        doc.questions.map(async (q) => ({
          id: q.id,
          question: q.question,
          answer: plainText(q.answer),
          body: <Markdown tokens={q.answer} className="pb-4 text-muted" />,
        })),
      )}
    />
  );
}

/** SPEC §2 /resources/faq sub-pages: one channel's questions, with the way to the others. */
export async function FaqDoc({ doc, locale }: { doc: ContentDoc; locale: Locale }) {
  const t = await getTranslations("resources.faq");
  return (
    <>
      <DocumentHero
        titleId="faq-title"
        eyebrow={t("eyebrow")}
        title={doc.meta.title}
        lead={doc.meta.description}
        note={<Byline doc={doc} locale={locale} light />}
        before={
          <Link
            href="/resources/faq"
            className="mb-6 inline-flex min-h-11 items-center text-sm font-semibold text-ink-200 hover:text-white hover:underline"
          >
            ← {t("allFaqs")}
          </Link>
        }
        aside={<FaqPagesNav current={doc} locale={locale} />}
      />
      <Questions doc={doc} title={t("questionsHeading")} />
      <ResourcesCta />
    </>
  );
}

/** SPEC §2 /resources/faq: search across the resources, the FAQ pages, general questions, guides. */
export async function FaqHub({ hub, locale }: { hub: ContentDoc; locale: Locale }) {
  const t = await getTranslations("resources.faq");
  const pages = docsOf("faq", locale).filter((doc) => doc.slug !== HUB_SLUG);
  const guides = docsOf("guides", "en");
  return (
    <>
      <DocumentHero
        titleId="faq-title"
        eyebrow={t("hubEyebrow")}
        title={hub.meta.title}
        lead={hub.meta.description}
        aside={<ResourceSearch locale={locale} />}
      />
      <DocGrid
        id="faq-pages-title"
        title={t("pagesHeading")}
        lead={t("pagesLead")}
        docs={pages}
        locale={locale}
        wide
      />
      <Questions doc={hub} title={t("questionsHeading")} />
      <DocGrid id="faq-guides-title" title={t("guidesHeading")} docs={guides} locale={locale} tone="white" />
      <ResourcesCta />
    </>
  );
}
