import { setRequestLocale } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { pageCopy } from "@/site/page-copy";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">) {
  return routeMetadata("/privacy-policy", (await params).locale as Locale);
}

/**
 * SPEC §2 'Privacy policy': seventeen numbered sections in the spec's order, with a table of
 * contents; it describes what this site does with personal data (the lead pipeline, the cookie
 * inventory, the retention period) and says where that is configurable.
 */
export default async function PrivacyPolicyPage({ params }: PageProps<"/[locale]/privacy-policy">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/privacy-policy", locale)} />
      <LegalDocument copy={await pageCopy("privacyPolicy")} locale={locale} />
    </>
  );
}

export const dynamic = "error";
