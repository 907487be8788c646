import type { ComponentProps } from "react";
import { defaultLocale, localizePath, type Locale } from "@/i18n/routing";
import { isExternalHref, isPlainHref } from "@/site/links";
import { localesFor } from "@/site/route-locales";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Link to this locale's version of an internal path instead of the current one. */
  locale?: Locale;
};

/**
 * The rule behind every site link. External http(s) links off the own domain open in a new tab
 * with `rel="noopener"`; mail, phone and fragment links stay as given; internal paths get the
 * locale prefix. Those in the page's language are marked `data-route`, so the page's one
 * `LinkRouter` navigates them client-side and prefetches them near the viewport. A link to another
 * language (marked `hreflang`) is a plain link: prefetching it would only fetch a language redirect. A page not offered in the wanted
 * language (the DLT guides are English only) is linked in English.
 */
export function anchorAttributes(
  href: string,
  current: Locale,
  locale: Locale = current,
): ComponentProps<"a"> & { "data-route"?: "" } {
  if (isExternalHref(href)) return { href, target: "_blank", rel: "noopener" };
  if (isPlainHref(href)) return { href };
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  if (!localesFor(path).includes(locale)) locale = defaultLocale;
  const localized = localizePath(locale, path) + (cut < 0 ? "" : href.slice(cut));
  if (locale !== current) return { href: localized, hrefLang: locale };
  return { href: localized, "data-route": "" };
}
