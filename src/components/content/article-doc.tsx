import { getTranslations } from "next-intl/server";
import { Container } from "@/components/layout/container";
import { DocumentHero } from "@/components/legal/document-parts";
import { Link } from "@/components/ui/link";
import { blogPosts, relatedPosts } from "@/content/blog";
import type { ContentDoc } from "@/content/docs";
import type { Locale } from "@/i18n/routing";
import { Byline, DocGrid, ResourcesCta, TagLinks, Toc } from "./content-parts";
import { Markdown } from "./markdown";

/**
 * A guide or a blog post (issue 27): the title with its byline and contents, the text, its topics,
 * and, under a post, the posts that share them.
 */
export async function ArticleDoc({ doc, locale }: { doc: ContentDoc; locale: Locale }) {
  const t = await getTranslations("resources");
  const back =
    doc.kind === "blog"
      ? { href: "/blog", label: t("blog.allPosts") }
      : { href: "/resources/guide", label: t("guides.allGuides") };
  const related = doc.kind === "blog" ? relatedPosts(doc, blogPosts(locale)) : [];
  return (
    <>
      <DocumentHero
        titleId="article-title"
        eyebrow={t(doc.kind === "blog" ? "blog.eyebrow" : "guides.eyebrow")}
        title={doc.meta.title}
        lead={doc.meta.description}
        note={<Byline doc={doc} locale={locale} light />}
        before={
          <Link
            href={back.href}
            className="mb-6 inline-flex min-h-11 items-center text-sm font-semibold text-ink-200 hover:text-white hover:underline"
          >
            ← {back.label}
          </Link>
        }
        aside={doc.headings.some((h) => h.depth === 2) ? <Toc headings={doc.headings} /> : undefined}
      />
      <article aria-labelledby="article-title" className="bg-white py-12 md:py-16">
        <Container className="max-w-3xl">
          <Markdown tokens={doc.tokens} headings={doc.headings} className="text-lg leading-8" />
          <div className="mt-12 border-t border-line pt-6">
            <TagLinks tags={doc.meta.tags} label={t("article.tags")} locale={locale} />
          </div>
        </Container>
      </article>
      {related.length > 0 && (
        <DocGrid id="related-title" title={t("blog.related")} docs={related} locale={locale} />
      )}
      <ResourcesCta />
    </>
  );
}
