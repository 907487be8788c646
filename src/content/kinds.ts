import { locales, type Locale } from "@/i18n/routing";

/**
 * The long-form content kinds (ARCHITECTURE §11): where each one's Markdown lives under `content/`,
 * the address its pages take, and the locales it is written in. A page missing in one of its kind's
 * locales fails the build. Browser-safe: the language selector reads the locales (route-locales.ts).
 */
export const contentKinds = {
  /** SPEC §2 /resources/faq and its sub-pages; `index.md` is the hub. */
  faq: { base: "/resources/faq", locales },
  /** SPEC §2 /resources/guide/{slug}. */
  guides: { base: "/resources/guide", locales: ["en"] },
  /** SPEC §2 /blog: one address per post. */
  blog: { base: "/blog", locales: ["en"] },
} as const satisfies Record<string, { base: string; locales: readonly Locale[] }>;

export type ContentKind = keyof typeof contentKinds;
export const CONTENT_KINDS = Object.keys(contentKinds) as ContentKind[];

/** The file that holds a kind's hub page, when it has one. */
export const HUB_SLUG = "index";

/** A content page's address: `/resources/faq/sms-faq`; a hub's is its kind's base. */
export function contentPath(kind: ContentKind, slug: string): string {
  const { base } = contentKinds[kind];
  return slug === HUB_SLUG ? base : `${base}/${slug}`;
}

/**
 * The locale whose file a page is read from. Gulf English (`en-AE`) reads the English text unless
 * it has its own: its readers are served the same article, at their own address.
 */
export function sourceLocale(locale: Locale): Locale {
  return locale === "en-AE" ? "en" : locale;
}
