import "server-only";
import { getTranslations } from "next-intl/server";
import { findDoc, type ContentDoc } from "@/content/docs";
import { plainText } from "@/content/markdown";
import { team } from "@/data/team";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "./config";
import { pageJsonLd, type JsonLdInputs } from "./json-ld";
import { buildMetadata } from "./metadata";
import { breadcrumbTrail, routeName, routeOf } from "./page";

/** A piece's author: their name and, in the page's language, their role (messages company.team). */
export async function authorOf(doc: ContentDoc, locale: Locale) {
  const t = await getTranslations({ locale, namespace: "company.team.roles" });
  const member = team.find((m) => m.id === doc.meta.author)!;
  return { name: member.name, jobTitle: t(member.id) };
}

/** The piece a content route shows, in `locale`; the route must be a piece's. */
export function docAt(path: string, locale: Locale): ContentDoc {
  const { content } = routeOf(path);
  if (content?.type !== "doc") throw new Error(`${path} is not a content piece`);
  return findDoc(content.kind, content.slug, locale)!;
}

/** `generateMetadata` for a content route: a piece's own title and description, or the list's. */
export async function contentMetadata(
  path: string,
  locale: Locale,
  copy: { title: string; description: string } | ContentDoc,
) {
  const route = routeOf(path);
  const doc = "meta" in copy ? copy : undefined;
  const { title, description } = doc ? doc.meta : (copy as { title: string; description: string });
  return buildMetadata({
    path,
    locale,
    locales: route.locales,
    title,
    description,
    brandName: siteConfig.brandName,
    robots: route.robots,
    article:
      doc && doc.kind !== "faq"
        ? {
            published: doc.meta.published,
            modified: doc.meta.updated,
            author: (await authorOf(doc, locale)).name,
            tags: doc.meta.tags,
          }
        : undefined,
  });
}

/** A content route's JSON-LD: the breadcrumb, and the piece as an Article or FAQ, or the list. */
export async function contentJsonLd(path: string, locale: Locale, list?: JsonLdInputs["list"]) {
  const route = routeOf(path);
  const common = await getTranslations({ locale, namespace: "common" });
  const doc = route.content?.type === "doc" ? docAt(path, locale) : undefined;
  return pageJsonLd(route, locale, {
    brandName: siteConfig.brandName,
    title: await routeName(path, locale),
    homeLabel: common("breadcrumb.home"),
    trail: await breadcrumbTrail(path, locale),
    list,
    faq: doc?.questions.map((q) => ({ question: q.question, answer: plainText(q.answer) })),
    article: doc && {
      headline: doc.meta.title,
      description: doc.meta.description,
      published: doc.meta.published,
      modified: doc.meta.updated,
      author: await authorOf(doc, locale),
      wordCount: doc.words,
      keywords: doc.meta.tags,
    },
  });
}
