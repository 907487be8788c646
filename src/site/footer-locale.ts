import type { Locale } from "@/i18n/routing";

/**
 * SPEC §2: footer links use locale `en` on the home page for `en-AE`, and the DLT link (an Indian
 * regulation, documented in English) always uses `en`. Otherwise links keep the page's locale.
 */
export function footerLinkLocale(pageLocale: Locale, onHomePage: boolean, href: string): Locale {
  if (href === "/dlt" || href.startsWith("/dlt/")) return "en";
  if (pageLocale === "en-AE" && onHomePage) return "en";
  return pageLocale;
}

/** Whether the footer's links differ between the home page and the other pages of a locale. */
export const footerVariesByPage = (locale: Locale): boolean => locale === "en-AE";
