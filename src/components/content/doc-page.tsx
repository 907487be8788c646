import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/ui/json-ld";
import { allDocs } from "@/content/docs";
import { contentPath, HUB_SLUG, type ContentKind } from "@/content/kinds";
import type { Locale } from "@/i18n/routing";
import { contentJsonLd, contentMetadata, docAt } from "@/site/content-page";
import { ArticleDoc } from "./article-doc";
import { FaqDoc } from "./faq-doc";

type DocParams = Promise<{ locale: string; slug: string }>;

/**
 * What a piece's route (`/resources/faq/[slug]`, `/resources/guide/[slug]`, `/blog/[slug]`) needs:
 * every piece of the kind in every locale it is written in, its metadata and its page.
 */
export function docStaticParams(kind: ContentKind) {
  return allDocs()
    .filter((doc) => doc.kind === kind && doc.slug !== HUB_SLUG)
    .map((doc) => ({ locale: doc.locale, slug: doc.slug }));
}

async function docOf(kind: ContentKind, params: DocParams) {
  const { locale, slug } = await params;
  if (slug === HUB_SLUG) notFound();
  return { locale: locale as Locale, path: contentPath(kind, slug) };
}

export async function docMetadata(kind: ContentKind, params: DocParams) {
  const { locale, path } = await docOf(kind, params);
  return contentMetadata(path, locale, docAt(path, locale));
}

export async function DocPage({ kind, params }: { kind: ContentKind; params: DocParams }) {
  const { locale, path } = await docOf(kind, params);
  setRequestLocale(locale);
  const doc = docAt(path, locale);
  return (
    <>
      <JsonLd blocks={await contentJsonLd(path, locale)} />
      {kind === "faq" ? <FaqDoc doc={doc} locale={locale} /> : <ArticleDoc doc={doc} locale={locale} />}
    </>
  );
}
