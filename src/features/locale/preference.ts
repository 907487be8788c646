import { CATALOGUE_PARAMS } from "@/features/agents/catalogue-params";
import type { Locale } from "@/i18n/routing";
import { cookieAttributes } from "@/lib/cookies";
import { LANG_PREF_KEY, LANG_PREF_MAX_AGE_S } from "./resolve-locale";

/** Browser side of SPEC §4 "Language": choosing stores the cookie and localStorage. */
export function storeLanguagePreference(locale: Locale): void {
  document.cookie = `${LANG_PREF_KEY}=${locale}${cookieAttributes(LANG_PREF_MAX_AGE_S, "/", window.isSecureContext)}`;
  try {
    localStorage.setItem(LANG_PREF_KEY, locale);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
}

export function readLocalPreference(): string | null {
  try {
    return localStorage.getItem(LANG_PREF_KEY);
  } catch {
    return null;
  }
}

/**
 * The query a language change carries over: without `lang`, so an old `?lang=` cannot override the
 * new choice, and without the agent catalogue's view, which starts afresh in the new language
 * (SPEC §4 'Agent list'). Campaign parameters stay.
 */
export function searchForLanguageChange(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ["lang", ...CATALOGUE_PARAMS]) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
