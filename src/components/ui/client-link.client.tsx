"use client";

import { anchorAttributes, type LinkProps } from "./anchor";
import { useLocale } from "./locale-provider";

/** `Link` for client components: the same anchor, with the locale from the page's provider. */
export function ClientLink({ href, locale, ...rest }: LinkProps) {
  const current = useLocale();
  return <a {...anchorAttributes(href, current, locale)} {...rest} />;
}
