import "server-only";
import { useLocale } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { anchorAttributes, type LinkProps } from "./anchor";

export type { LinkProps };

/**
 * The site's link for server components: a plain anchor in the page's payload, so the browser
 * hydrates no component for it (the home page has over a hundred links). It takes the locale that
 * the page or layout set for next-intl, so a component rendered before that (the not-found
 * boundary) fails the static build; it and client components use `ClientLink`, same rule.
 */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale() as Locale;
  return <a {...anchorAttributes(href, current, locale)} {...rest} />;
}
