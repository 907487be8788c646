import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { BlogPage, blogPageMetadata } from "@/components/content/blog-page";
import { blogPosts, pageCount } from "@/content/blog";
import { contentKinds } from "@/content/kinds";
import type { Locale } from "@/i18n/routing";

/** Pages 2 and on of the list (page 1 is /blog). */
export function generateStaticParams() {
  return contentKinds.blog.locales.flatMap((locale) =>
    Array.from({ length: pageCount(blogPosts(locale).length) - 1 }, (_, i) => ({
      locale,
      page: String(i + 2),
    })),
  );
}
export const dynamicParams = false;

async function pageOf(params: PageProps<"/[locale]/blog/page/[page]">["params"]) {
  const { locale, page } = await params;
  const n = Number(page);
  if (!(n >= 2)) notFound();
  return { locale: locale as Locale, page: n };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/page/[page]">) {
  const { locale, page } = await pageOf(params);
  return blogPageMetadata(locale, page);
}

export default async function BlogListPage({ params }: PageProps<"/[locale]/blog/page/[page]">) {
  const { locale, page } = await pageOf(params);
  setRequestLocale(locale);
  return <BlogPage locale={locale} page={page} />;
}

export const dynamic = "error";
