import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/ui/json-ld";
import { blogPagePath, blogPosts, pageCount, postsOnPage } from "@/content/blog";
import type { Locale } from "@/i18n/routing";
import { contentJsonLd, contentMetadata } from "@/site/content-page";
import { absoluteUrl } from "@/site/origin";

/** The blog's feed (src/app/blog/rss.xml/route.ts), announced by its list pages. */
const BLOG_FEED = absoluteUrl("/blog/rss.xml");
import { PostList } from "./post-list";

/** The metadata of the blog's list page `page`: page 1 is the blog itself. */
export async function blogPageMetadata(locale: Locale, page: number) {
  const t = await getTranslations({ locale, namespace: "resources.blog" });
  const pages = pageCount(blogPosts(locale).length);
  const copy =
    page === 1
      ? { title: t("meta.title"), description: t("meta.description") }
      : { title: t("pageTitle", { page }), description: t("pageDescription", { page, pages }) };
  const metadata = await contentMetadata(blogPagePath(page), locale, copy);
  return { ...metadata, alternates: { ...metadata.alternates, types: { "application/rss+xml": BLOG_FEED } } };
}

/** One page of the blog's list, newest posts first (SPEC §2 /blog). */
export async function BlogPage({ locale, page }: { locale: Locale; page: number }) {
  const t = await getTranslations("resources.blog");
  const all = blogPosts(locale);
  const posts = postsOnPage(all, page);
  return (
    <>
      <JsonLd
        blocks={await contentJsonLd(
          blogPagePath(page),
          locale,
          posts.map((post) => ({
            name: post.meta.title,
            description: post.meta.description,
            path: post.path,
          })),
        )}
      />
      <PostList
        hero={{
          eyebrow: t("eyebrow"),
          title: page === 1 ? t("title") : t("pageTitle", { page }),
          lead: t("lead"),
        }}
        posts={posts}
        allPosts={all}
        locale={locale}
        page={{ page, pages: pageCount(all.length) }}
      />
    </>
  );
}
