import { setRequestLocale } from "next-intl/server";
import { CampaignMockup } from "@/components/mockups/campaign-mockup";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { Steps } from "@/components/sections/steps/steps";
import { TabbedGrid } from "@/components/sections/tabbed-grid/tabbed-grid";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { named, pageCopy, withIcons } from "@/site/page-copy";
import { featureIcons } from "./feature-icons";

export async function generateMetadata({ params }: PageProps<"/[locale]/campaign-manager">) {
  return routeMetadata("/campaign-manager", (await params).locale as Locale);
}

/** The campaign manager: plan, send and measure campaigns on WhatsApp, RCS and SMS. */
export default async function CampaignManagerPage({ params }: PageProps<"/[locale]/campaign-manager">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, features, goals, steps, faq, banner } = await pageCopy("campaignManager");
  const { campaign } = await pageCopy("mockups");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/campaign-manager", locale, faq.items)} />
      <Hero
        id="campaign-manager"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#goals" }}
        visual={<CampaignMockup text={campaign} className="w-full max-w-xl" />}
      />
      <FeatureGrid id="features" {...features} features={withIcons(features.items, featureIcons)} />
      <TabbedGrid id="goals" {...goals} tabs={named(goals.tabs)} />
      <Steps id="steps" {...steps} />
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
