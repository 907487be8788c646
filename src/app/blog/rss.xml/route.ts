import { getTranslations } from "next-intl/server";
import { blogPosts } from "@/content/blog";
import { rssFeed } from "@/content/feed";
import { team } from "@/data/team";
import { absoluteUrl } from "@/site/origin";

/** The blog's RSS 2.0 feed (issue 27): a static file, built with the site. The blog is English. */
export const dynamic = "force-static";

export async function GET() {
  const t = await getTranslations({ locale: "en", namespace: "resources" });
  const xml = rssFeed({
    title: t("blog.meta.title"),
    description: t("blog.meta.description"),
    link: absoluteUrl("/blog"),
    self: absoluteUrl("/blog/rss.xml"),
    language: "en",
    posts: blogPosts("en").map((doc) => ({
      doc,
      url: absoluteUrl(doc.path),
      author: team.find((member) => member.id === doc.meta.author)!.name,
      categories: doc.meta.tags.map((tag) => t(`tags.${tag}`)),
    })),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
