import type { Locale } from "@/i18n/routing";

/**
 * SPEC §2: footer links use locale `en` on the home page for `en-AE`. Otherwise links keep the
 * page's locale (the DLT link's `en` is every link's rule for an English-only page: ui/anchor.ts).
 */
export function footerLinkLocale(pageLocale: Locale, onHomePage: boolean): Locale {
  if (pageLocale === "en-AE" && onHomePage) return "en";
  return pageLocale;
}

/** Whether the footer's links differ between the home page and the other pages of a locale. */
export const footerVariesByPage = (locale: Locale): boolean => locale === "en-AE";
