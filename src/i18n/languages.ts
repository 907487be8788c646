import type { Locale } from "./routing";

/**
 * SPEC §3 'Language option'. `name` is the language's own name (the same in every locale). `cms`
 * marks languages the resources CMS publishes in: CMS content (ticker items) for a language
 * without it is taken from English.
 */
export interface LanguageOption {
  id: Locale;
  name: string;
  img: `/flags/${string}.svg`;
  cms: boolean;
}

export const languageOptions: Record<Locale, LanguageOption> = {
  en: { id: "en", name: "English", img: "/flags/gb.svg", cms: true },
  it: { id: "it", name: "Italiano", img: "/flags/it.svg", cms: true },
  pt: { id: "pt", name: "Português", img: "/flags/br.svg", cms: true },
  ru: { id: "ru", name: "Русский", img: "/flags/ru.svg", cms: true },
  "en-AE": { id: "en-AE", name: "English (UAE)", img: "/flags/ae.svg", cms: false },
  es: { id: "es", name: "Español", img: "/flags/es.svg", cms: true },
  tr: { id: "tr", name: "Türkçe", img: "/flags/tr.svg", cms: true },
};

/** The language the CMS holds a locale's content in. */
export function cmsLanguage(locale: Locale): Locale {
  return languageOptions[locale].cms ? locale : "en";
}
