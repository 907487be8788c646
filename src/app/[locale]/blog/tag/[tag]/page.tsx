import { getTranslations, setRequestLocale } from "next-intl/server";
import { PostList } from "@/components/content/post-list";
import { JsonLd } from "@/components/ui/json-ld";
import { blogPosts, blogTagPath, usedTags } from "@/content/blog";
import type { ContentTag } from "@/content/frontmatter";
import { contentKinds } from "@/content/kinds";
import type { Locale } from "@/i18n/routing";
import { contentJsonLd, contentMetadata } from "@/site/content-page";

/** A page for every topic at least one post carries. */
export function generateStaticParams() {
  return contentKinds.blog.locales.flatMap((locale) =>
    usedTags(blogPosts(locale)).map((tag) => ({ locale, tag })),
  );
}
export const dynamicParams = false;

async function tagOf(params: PageProps<"/[locale]/blog/tag/[tag]">["params"]) {
  const { locale, tag } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "resources" });
  const name = t(`tags.${tag as ContentTag}`);
  return { locale: locale as Locale, tag: tag as ContentTag, t, name };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/tag/[tag]">) {
  const { locale, tag, t, name } = await tagOf(params);
  return contentMetadata(blogTagPath(tag), locale, {
    title: t("blog.tagTitle", { tag: name }),
    description: t("blog.tagDescription", { tag: name }),
  });
}

/** A topic's posts, newest first; not indexed (the posts are, at their own addresses). */
export default async function BlogTagPage({ params }: PageProps<"/[locale]/blog/tag/[tag]">) {
  const { locale, tag, t, name } = await tagOf(params);
  setRequestLocale(locale);
  const all = blogPosts(locale);
  return (
    <>
      <JsonLd blocks={await contentJsonLd(blogTagPath(tag), locale)} />
      <PostList
        hero={{
          eyebrow: t("blog.tagEyebrow"),
          title: t("blog.tagTitle", { tag: name }),
          lead: t("blog.tagDescription", { tag: name }),
        }}
        posts={all.filter((post) => post.meta.tags.includes(tag))}
        allPosts={all}
        locale={locale}
        tag={tag}
      />
    </>
  );
}

export const dynamic = "error";
