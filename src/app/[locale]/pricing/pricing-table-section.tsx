import "server-only";
import { PricingTable } from "@/components/sections/pricing-table/pricing-table";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import { pageCopy } from "@/site/page-copy";

/** The WhatsApp price table with the estimator, as both pricing pages show it under their own heading. */
export async function PricingTableSection({
  locale,
  title,
  lead,
}: {
  locale: Locale;
  title: string;
  lead: string;
}) {
  const labels = await pageCopy("pricingTable");
  return (
    <PricingTable
      id="rates"
      title={title}
      lead={lead}
      locale={locale}
      labels={labels}
      caption={labels.caption}
      walletHost={siteConfig.services.walletHost}
      countryHost={siteConfig.services.countryHost}
    />
  );
}
