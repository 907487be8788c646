import { setRequestLocale } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { pageCopy } from "@/site/page-copy";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-and-conditions">) {
  return routeMetadata("/terms-and-conditions", (await params).locale as Locale);
}

/** The terms of use of the website and its free tools (the platform has its own agreement). */
export default async function TermsPage({ params }: PageProps<"/[locale]/terms-and-conditions">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/terms-and-conditions", locale)} />
      <LegalDocument copy={await pageCopy("termsAndConditions")} locale={locale} />
    </>
  );
}

export const dynamic = "error";
