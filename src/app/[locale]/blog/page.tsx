import { setRequestLocale } from "next-intl/server";
import { BlogPage, blogPageMetadata } from "@/components/content/blog-page";
import { contentKinds } from "@/content/kinds";
import type { Locale } from "@/i18n/routing";

/** In the locales the blog is written in (src/content/kinds.ts); elsewhere a 404. */
export function generateStaticParams() {
  return contentKinds.blog.locales.map((locale) => ({ locale }));
}
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/blog">) {
  return blogPageMetadata((await params).locale as Locale, 1);
}

/** SPEC §2 /blog: the newest posts. */
export default async function BlogIndexPage({ params }: PageProps<"/[locale]/blog">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <BlogPage locale={locale} page={1} />;
}

export const dynamic = "error";
