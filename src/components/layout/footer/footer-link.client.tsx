"use client";

import { Link, type LinkProps } from "@/components/ui/link";
import { useLocale } from "@/components/ui/locale-provider";
import { usePagePath } from "@/components/ui/use-page-path";
import { footerLinkLocale } from "@/site/footer-locale";

/** A footer link, in the locale the footer's rule gives for this page. */
export function FooterLink(props: LinkProps) {
  const locale = footerLinkLocale(useLocale(), usePagePath(), props.href);
  return <Link locale={locale} {...props} />;
}
