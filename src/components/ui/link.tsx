import NextLink from "next/link";
import type { ComponentProps } from "react";
import { Link as IntlLink } from "@/i18n/navigation";
import { localizePath, type Locale } from "@/i18n/routing";
import { isExternalHref, isPlainHref } from "@/site/links";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Link to this locale's version of an internal path instead of the current one. */
  locale?: Locale;
};

/**
 * The site's only link component. External http(s) links off the own domain open in a new tab with
 * `rel="noopener"`; internal paths are locale-aware and prefetched by the router once they come
 * within 200 px of the viewport (Next's app-router links observe with a 200 px root margin).
 */
export function Link({ href, locale, ...rest }: LinkProps) {
  if (isExternalHref(href)) {
    return <a href={href} target="_blank" rel="noopener" {...rest} />;
  }
  if (isPlainHref(href)) {
    return <a href={href} {...rest} />;
  }
  if (locale) {
    // The canonical address of that locale's page (next-intl would write `/en/…` for the default).
    return <NextLink href={localizePath(locale, href)} {...rest} />;
  }
  return <IntlLink href={href} {...rest} />;
}
