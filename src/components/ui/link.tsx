"use client";

import type { ComponentProps } from "react";
import { localizePath, type Locale } from "@/i18n/routing";
import { isExternalHref, isPlainHref } from "@/site/links";
import { useLocale } from "./locale-provider";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Link to this locale's version of an internal path instead of the current one. */
  locale?: Locale;
};

/**
 * The site's only link component. External http(s) links off the own domain open in a new tab with
 * `rel="noopener"`; internal paths get the locale prefix and are marked `data-route`, so the one
 * `LinkRouter` of the page navigates them client-side and prefetches them near the viewport.
 * A plain anchor instead of a router link per instance: the footer alone has 60 links, and
 * hydrating a router link each was a third of the page's script time.
 */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale();
  if (isExternalHref(href)) return <a href={href} target="_blank" rel="noopener" {...rest} />;
  if (isPlainHref(href)) return <a href={href} {...rest} />;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const suffix = cut < 0 ? "" : href.slice(cut);
  return <a href={localizePath(locale ?? current, path) + suffix} data-route="" {...rest} />;
}
