import type { Metadata } from "next";
import { defaultLocale, localizePath, type Locale } from "@/i18n/routing";
import { absoluteUrl } from "./origin";
import type { Robots } from "./routes";

/** SPEC §2: a page that gives no robots directive is `noindex, nofollow`. */
export const DEFAULT_ROBOTS: Robots = "noindex, nofollow";

const ogLocale: Record<Locale, string> = {
  en: "en_US",
  it: "it_IT",
  pt: "pt_BR",
  ru: "ru_RU",
  "en-AE": "en_AE",
  es: "es_ES",
  tr: "tr_TR",
};

/** `"index, follow"` → `{ index: true, follow: true }`. */
export function robotsDirectives(robots: Robots): { index: boolean; follow: boolean } {
  return { index: robots.startsWith("index"), follow: robots.endsWith(" follow") };
}

/** The locale's share card in `public/og`, drawn by `scripts/design/make-og-images.mjs`. */
export function ogImage(locale: Locale) {
  return { url: `/og/orbitalk-${locale}.png`, width: 1200, height: 630 } as const;
}

export interface PageMetaInput {
  path: string;
  locale: Locale;
  /** Locales this page exists in: canonical, hreflang alternates and `x-default` come from it. */
  locales: readonly Locale[];
  title: string;
  description: string;
  brandName: string;
  robots?: Robots;
  /** Home uses its title as is; other pages get " | Orbitalk". */
  absoluteTitle?: boolean;
  /** A dated piece (guide, post): shared as an Open Graph article. */
  article?: { published: string; modified?: string; author: string; tags: readonly string[] };
}

export function alternateUrls(path: string, locales: readonly Locale[]): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = absoluteUrl(localizePath(l, path));
  const xDefault = locales.includes(defaultLocale) ? defaultLocale : locales[0];
  if (xDefault) languages["x-default"] = absoluteUrl(localizePath(xDefault, path));
  return languages;
}

/** The one place that turns a page's copy and registry entry into Next.js metadata. */
export function buildMetadata(input: PageMetaInput): Metadata {
  const { path, locale, locales, title, description, brandName } = input;
  const robots = input.robots ?? DEFAULT_ROBOTS;
  const fullTitle = input.absoluteTitle ? title : `${title} | ${brandName}`;
  const canonical = absoluteUrl(localizePath(locale, path));
  const image = ogImage(locale);
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical, languages: alternateUrls(path, locales) },
    robots: robotsDirectives(robots),
    openGraph: {
      ...(input.article
        ? {
            type: "article",
            publishedTime: input.article.published,
            modifiedTime: input.article.modified,
            authors: [input.article.author],
            tags: [...input.article.tags],
          }
        : { type: "website" }),
      siteName: brandName,
      title: fullTitle,
      description,
      url: canonical,
      locale: ogLocale[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
      images: [{ ...image, alt: brandName }],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image.url] },
  };
}
