import { setRequestLocale } from "next-intl/server";
import { RoutingMockup } from "@/components/mockups/routing-mockup";
import { ConversationTabs } from "@/components/sections/conversation-tabs/conversation-tabs";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { DemoLeadBanner } from "@/components/sections/lead-banner/demo-lead-banner";
import { PricingTeaser } from "@/components/sections/pricing-teaser/pricing-teaser";
import { Steps } from "@/components/sections/steps/steps";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { chatMessages, named, pageCopy, withIcons } from "@/site/page-copy";
import { featureIcons } from "./feature-icons";

/** A fallback step that a delivery made unnecessary is never sent, so it costs nothing. */
const freeRows = new Set(["unusedFallback"]);

/** Where each example message leads: the channel page for the channel it shows off. */
const tabLinks: Readonly<Record<string, string>> = {
  delivery: "/rcs-api",
  otp: "/voice-api",
  payment: "/whatsapp-api",
};

export async function generateMetadata({ params }: PageProps<"/[locale]/communicate">) {
  return routeMetadata("/communicate", (await params).locale as Locale);
}

/** Communicate: alerts, codes and reminders routed per message across WhatsApp, RCS, SMS and voice. */
export default async function CommunicatePage({ params }: PageProps<"/[locale]/communicate">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, routing, messages, features, fallback, costs, faq, leadBanner } =
    await pageCopy("communicate");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/communicate", locale, faq.items)} />
      <Hero
        id="communicate"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#fallback" }}
        visual={<RoutingMockup text={routing} className="w-full max-w-xl" />}
      />
      <ConversationTabs
        id="messages"
        {...messages}
        labels={messages}
        tabs={named(messages.tabs).map((tab) => ({
          ...tab,
          ctaLink: tabLinks[tab.name],
          messages: chatMessages(tab.messages),
        }))}
      />
      <FeatureGrid id="features" {...features} features={withIcons(features.items, featureIcons)} />
      <Steps id="fallback" {...fallback} />
      <PricingTeaser
        id="costs"
        {...costs}
        rows={named(costs.rows).map((row) => ({ ...row, id: row.name, free: freeRows.has(row.name) }))}
        cta={{ label: costs.cta, href: "/pricing" }}
      />
      <Faq id="faq" {...faq} />
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
export const dynamic = "error";
