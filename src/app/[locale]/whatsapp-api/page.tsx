import { setRequestLocale } from "next-intl/server";
import { ChatMockup } from "@/components/sections/chat-mockup/chat-mockup";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { DemoLeadBanner } from "@/components/sections/lead-banner/demo-lead-banner";
import { PricingTeaser } from "@/components/sections/pricing-teaser/pricing-teaser";
import { Steps } from "@/components/sections/steps/steps";
import { TabbedGrid } from "@/components/sections/tabbed-grid/tabbed-grid";
import { JsonLd } from "@/components/ui/json-ld";
import { freeWhatsAppPricingRows } from "@/data/whatsapp-free-rows";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { chatMessages, named, pageCopy, withIcons } from "@/site/page-copy";
import { featureIcons } from "./feature-icons";

export async function generateMetadata({ params }: PageProps<"/[locale]/whatsapp-api">) {
  return routeMetadata("/whatsapp-api", (await params).locale as Locale);
}

/** The WhatsApp Business API channel page: templates and their categories, pricing, onboarding. */
export default async function WhatsAppApiPage({ params }: PageProps<"/[locale]/whatsapp-api">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, chat, features, categories, pricing, onboarding, faq, leadBanner } =
    await pageCopy("whatsappApi");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/whatsapp-api", locale, faq.items)} />
      <Hero
        id="whatsapp-api"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "/pricing" }}
        visual={<ChatMockup {...chat} messages={chatMessages(chat.messages)} />}
      />
      <FeatureGrid id="features" {...features} features={withIcons(features.items, featureIcons)} />
      <TabbedGrid id="categories" {...categories} tabs={named(categories.tabs)} />
      <PricingTeaser
        id="pricing"
        {...pricing}
        rows={named(pricing.rows).map((row) => ({
          ...row,
          id: row.name,
          free: freeWhatsAppPricingRows.has(row.name),
        }))}
        cta={{ label: pricing.cta, href: "/pricing" }}
      />
      <Steps id="onboarding" {...onboarding} />
      <Faq id="faq" {...faq} />
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
export const dynamic = "error";
