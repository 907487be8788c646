import { setRequestLocale } from "next-intl/server";
import { InvoiceMockup } from "@/components/mockups/invoice-mockup";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { pageCopy, withIcons } from "@/site/page-copy";
import { PricingTableSection } from "../../../../pricing/pricing-table-section";
import { modelIcons } from "./feature-icons";
import { PulseExample } from "./pulse-example";

const PATH = "/channels/self-serve/whatsapp/pricing";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/channels/self-serve/whatsapp/pricing">) {
  return routeMetadata(PATH, (await params).locale as Locale);
}

/**
 * WhatsApp pricing by country (the header shows a fixed notice here instead of the ticker): the
 * rates and the estimator first, then how Meta prices a message and how calls are counted.
 */
export default async function WhatsAppPricingPage({
  params,
}: PageProps<"/[locale]/channels/self-serve/whatsapp/pricing">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, invoice, rates, model, voice, faq, banner } = await pageCopy("whatsappPricing");
  return (
    <>
      <JsonLd blocks={await routeJsonLd(PATH, locale, faq.items)} />
      <Hero
        id="whatsapp-pricing"
        {...hero}
        primary={{ label: hero.primaryCta, href: "#rates" }}
        secondary={{ label: hero.secondaryCta, dialog: "demo", position: "whatsapp-pricing-hero" }}
        visual={<InvoiceMockup text={invoice} locale={locale} className="w-full max-w-xl" />}
      />
      <PricingTableSection locale={locale} {...rates} />
      <FeatureGrid id="model" {...model} features={withIcons(model.items, modelIcons)} />
      <PulseExample id="calls" {...voice} />
      <Faq id="faq" {...faq} />
      <CtaBanner
        id="start"
        {...banner}
        primary={{ label: banner.cta, href: "/request-demo" }}
        secondary={{ label: banner.secondaryCta, href: "/pricing" }}
      />
    </>
  );
}
export const dynamic = "error";
