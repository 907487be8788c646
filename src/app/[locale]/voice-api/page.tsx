import { setRequestLocale } from "next-intl/server";
import { CallFlowMockup } from "@/components/mockups/call-flow-mockup";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { DemoLeadBanner } from "@/components/sections/lead-banner/demo-lead-banner";
import { PricingTeaser } from "@/components/sections/pricing-teaser/pricing-teaser";
import { Steps } from "@/components/sections/steps/steps";
import { TabbedGrid } from "@/components/sections/tabbed-grid/tabbed-grid";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { named, pageCopy, withIcons } from "@/site/page-copy";
import { featureIcons } from "./feature-icons";

export async function generateMetadata({ params }: PageProps<"/[locale]/voice-api">) {
  return routeMetadata("/voice-api", (await params).locale as Locale);
}

/** The voice channel page: IVR, calling, masking and voice agents, billed in 6-second pulses. */
export default async function VoiceApiPage({ params }: PageProps<"/[locale]/voice-api">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, flow, features, useCases, billing, steps, faq, leadBanner } = await pageCopy("voiceApi");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/voice-api", locale, faq.items)} />
      <Hero
        id="voice-api"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#billing" }}
        visual={<CallFlowMockup text={flow} className="w-full max-w-xl" />}
      />
      <FeatureGrid id="features" {...features} features={withIcons(features.items, featureIcons)} />
      <TabbedGrid id="use-cases" {...useCases} tabs={named(useCases.tabs)} />
      <PricingTeaser
        id="billing"
        {...billing}
        rows={named(billing.rows).map((row) => ({
          ...row,
          id: row.name,
          free: row.name === "whatsappInbound",
        }))}
        cta={{ label: billing.cta, href: "/pricing" }}
      />
      <Steps id="steps" {...steps} />
      <Faq id="faq" {...faq} />
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
export const dynamic = "error";
