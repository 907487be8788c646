import { defaultLocale, isLocale, localizePath, type Locale } from "@/i18n/routing";

/** One leading slash: `//host` or `/\\host` would turn a same-origin redirect into an off-site one. */
const oneLeadingSlash = (path: string) => `/${path.replace(/^[/\\]+/, "")}`;

/** `/it/company` → `{ locale: "it", path: "/company" }`; `/company` → default locale. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const safe = oneLeadingSlash(pathname);
  const [, first = "", ...rest] = safe.split("/");
  if (isLocale(first) && first !== defaultLocale) {
    return { locale: first, path: oneLeadingSlash(rest.join("/")) };
  }
  return { locale: defaultLocale, path: safe };
}

export { localizePath };
