import type { ComponentProps } from "react";
import { localizePath, type Locale } from "@/i18n/routing";
import { isExternalHref, isPlainHref } from "@/site/links";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Link to this locale's version of an internal path instead of the current one. */
  locale?: Locale;
};

/**
 * The rule behind every site link. External http(s) links off the own domain open in a new tab
 * with `rel="noopener"`; mail, phone and fragment links stay as given; internal paths get the
 * locale prefix and are marked `data-route`, so the page's one `LinkRouter` navigates them
 * client-side and prefetches them near the viewport.
 */
export function anchorAttributes(href: string, locale: Locale): ComponentProps<"a"> & { "data-route"?: "" } {
  if (isExternalHref(href)) return { href, target: "_blank", rel: "noopener" };
  if (isPlainHref(href)) return { href };
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const suffix = cut < 0 ? "" : href.slice(cut);
  return { href: localizePath(locale, path) + suffix, "data-route": "" };
}
