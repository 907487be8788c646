import { contentKinds } from "@/content/kinds";
import { locales, type Locale } from "@/i18n/routing";

/**
 * The pages not offered in every locale; every other page is in all seven. The one place for the
 * rule: the route registry takes each route's locales from here, and the language selector and the
 * preference sync read it in the browser without the whole registry.
 */
const PARTIAL: Record<string, readonly Locale[]> = {
  /** A developer page: real, English, `noindex`, and outside the registry. */
  "/section-gallery": ["en"],
  /** India's DLT rules are documented in English (SPEC §2: the DLT link always uses `en`). */
  "/dlt": ["en"],
  "/dlt/principal-entity": ["en"],
  "/dlt/sender-id": ["en"],
  "/dlt/template": ["en"],
};

/** A content page is offered in its kind's locales (src/content/kinds.ts). */
function contentLocales(path: string): readonly Locale[] | undefined {
  return Object.values(contentKinds).find(({ base }) => path === base || path.startsWith(`${base}/`))
    ?.locales;
}

/** Locales a path is offered in; unknown paths (404s) offer every locale. */
export function localesFor(path: string): readonly Locale[] {
  return PARTIAL[path] ?? contentLocales(path) ?? locales;
}
