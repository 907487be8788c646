import { locales, type Locale } from "@/i18n/routing";

/** Cookie and localStorage key of the visitor's chosen language (SPEC §3). */
export const LANG_PREF_KEY = "gs_lang_pref";
export const LANG_PREF_MAX_AGE_S = 60 * 60 * 24 * 365;

const byLowerCase = new Map<string, Locale>(locales.map((l) => [l.toLowerCase(), l]));

/** `"en-ae"` → `"en-AE"` when that locale exists and `supported` offers it. */
export function matchLocale(
  value: string | null | undefined,
  supported: readonly Locale[],
): Locale | undefined {
  if (!value || value.length > 16) return undefined;
  const locale = byLowerCase.get(value.trim().toLowerCase());
  return locale && supported.includes(locale) ? locale : undefined;
}

/** Browser languages in preference order → first supported locale, exact tag before base language. */
export function matchBrowserLanguage(
  tags: readonly string[],
  supported: readonly Locale[],
): Locale | undefined {
  for (const tag of tags) {
    const exact = matchLocale(tag, supported);
    if (exact) return exact;
    const base = matchLocale(tag.split("-")[0], supported);
    if (base) return base;
  }
  return undefined;
}

/** `it-IT,it;q=0.9,en;q=0.8` → `["it-IT", "it", "en"]`, highest quality first, bounded. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(",")
    .slice(0, 16)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(e.tag) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

export interface LocaleInputs {
  /** The `lang` query parameter. */
  query?: string | null;
  /** The stored preference: localStorage or the `gs_lang_pref` cookie. */
  stored?: string | null;
  /** Browser languages in preference order. */
  browser?: readonly string[];
  /** Locales the current page offers. */
  supported: readonly Locale[];
  /** The locale of the page as addressed. */
  pageDefault: Locale;
}

/** SPEC §5: `lang` query → stored preference → browser language → page default; each only if supported. */
export function resolveLocale({ query, stored, browser = [], supported, pageDefault }: LocaleInputs): Locale {
  return (
    matchLocale(query, supported) ??
    matchLocale(stored, supported) ??
    matchBrowserLanguage(browser, supported) ??
    pageDefault
  );
}
