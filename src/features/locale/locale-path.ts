import { defaultLocale, isLocale, type Locale } from "@/i18n/routing";

/** One leading slash: `//host` or `/\\host` would turn a same-origin redirect into an off-site one. */
const oneLeadingSlash = (path: string) => `/${path.replace(/^[/\\]+/, "")}`;

/**
 * `/it/company` → `{ locale: "it", path: "/company" }`; `/company` → the default locale. `/en/…` also
 * counts: it is how Next names the default locale's pages internally (and next-intl redirects it).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const safe = oneLeadingSlash(pathname);
  const [, first = "", ...rest] = safe.split("/");
  if (isLocale(first)) {
    return { locale: first, path: oneLeadingSlash(rest.join("/")) };
  }
  return { locale: defaultLocale, path: safe };
}
