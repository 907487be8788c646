"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
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
 * `rel="noopener"`; internal paths get the locale prefix and are prefetched by the router once they
 * come within 200 px of the viewport (Next's app-router links observe with a 200 px root margin) —
 * except links to the page being shown.
 */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale();
  const pathname = usePathname();
  if (isExternalHref(href)) return <a href={href} target="_blank" rel="noopener" {...rest} />;
  if (isPlainHref(href)) return <a href={href} {...rest} />;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const suffix = cut < 0 ? "" : href.slice(cut);
  const target = localizePath(locale ?? current, path);
  return <NextLink href={target + suffix} prefetch={target === pathname ? false : undefined} {...rest} />;
}
