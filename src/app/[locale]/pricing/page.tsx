import { setRequestLocale } from "next-intl/server";
import { RateCardMockup } from "@/components/mockups/rate-card-mockup";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { PricingTeaser } from "@/components/sections/pricing-teaser/pricing-teaser";
import { JsonLd } from "@/components/ui/json-ld";
import { formatRate } from "@/features/pricing/format";
import { providerFees, type SkuType } from "@/features/pricing/skus";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { named, pageCopy, withIcons } from "@/site/page-copy";
import { channelBillingIcons } from "./feature-icons";
import { PricingTableSection } from "./pricing-table-section";

/** What each row of Orbitalk's fee list prices; replies, the Marketing Messages API and calls carry no fee. */
const feeSkus: Readonly<Record<string, SkuType | undefined>> = {
  marketing: "WA_MKTC_T",
  utility: "WA_UTC_T",
  authenticationInternational: "WA_INT_AUC_T",
  authentication: "WA_AUC_T",
  replies: undefined,
};

export async function generateMetadata({ params }: PageProps<"/[locale]/pricing">) {
  return routeMetadata("/pricing", (await params).locale as Locale);
}

/** Pricing: how each channel is billed, the WhatsApp rates by country and Orbitalk's own fee. */
export default async function PricingPage({ params }: PageProps<"/[locale]/pricing">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, rateCard, channels, rates, fees, faq, banner } = await pageCopy("pricing");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/pricing", locale, faq.items)} />
      <Hero
        id="pricing"
        {...hero}
        primary={{ label: hero.primaryCta, href: "#rates" }}
        secondary={{ label: hero.secondaryCta, dialog: "demo", position: "pricing-hero" }}
        visual={<RateCardMockup text={rateCard} locale={locale} className="w-full max-w-xl" />}
      />
      <FeatureGrid id="channels" {...channels} features={withIcons(channels.items, channelBillingIcons)} />
      <PricingTableSection locale={locale} {...rates} />
      <PricingTeaser
        id="fees"
        {...fees}
        rows={named(fees.rows).map((row) => {
          const sku = feeSkus[row.name];
          const fee = sku ? providerFees[sku] : "Free";
          return fee === "Free"
            ? { ...row, id: row.name, price: fees.noFee, free: true }
            : { ...row, id: row.name, price: formatRate(fee, locale) };
        })}
        cta={{ label: fees.cta, href: "/channels/self-serve/whatsapp/pricing" }}
      />
      <Faq id="faq" {...faq} />
      <CtaBanner
        id="quote"
        {...banner}
        primary={{ label: banner.cta, href: "/request-demo" }}
        secondary={{ label: banner.secondaryCta, href: "/channels/self-serve/whatsapp/pricing" }}
      />
    </>
  );
}
export const dynamic = "error";
