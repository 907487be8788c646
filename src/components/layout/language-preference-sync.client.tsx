"use client";

import { useEffect } from "react";
import { usePagePath } from "@/components/ui/use-page-path";
import { localizePath, type Locale } from "@/i18n/routing";
import { readLocalPreference, storeLanguagePreference } from "@/features/locale/preference";
import { matchLocale, resolveLocale } from "@/features/locale/resolve-locale";
import { localesFor } from "@/site/route-locales";

/**
 * The browser half of SPEC §5: the server already applied `lang`, the cookie and Accept-Language;
 * a preference kept only in localStorage (the cookie expired or was cleared) is applied here.
 * Runs once per full page load, like the server half.
 */
export function LanguagePreferenceSync({ locale }: { locale: Locale }) {
  const path = usePagePath();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const supported = localesFor(path);
    if (matchLocale(params.get("lang"), supported)) return;
    const stored = readLocalPreference();
    const target = resolveLocale({ stored, supported, pageDefault: locale });
    if (target === locale) return;
    storeLanguagePreference(target);
    window.location.replace(localizePath(target, path) + window.location.search);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per page load
  return null;
}
