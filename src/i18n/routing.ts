import { defineRouting } from "next-intl/routing";

/** The only list of locales. `en` is the default and carries no path prefix. */
export const locales = ["en", "it", "pt", "ru", "en-AE", "es", "tr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  // Language choice follows SPEC §5 and is implemented in `src/features/locale`;
  // next-intl's own detection, cookie and Link header are switched off.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** `/company` in `it` → `/it/company`; the default locale has no prefix. */
export function localizePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
