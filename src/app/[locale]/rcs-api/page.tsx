import { setRequestLocale } from "next-intl/server";
import { AdvertiseCards } from "@/components/sections/advertise-cards/advertise-cards";
import { ChatMockup } from "@/components/sections/chat-mockup/chat-mockup";
import { ConversationTabs } from "@/components/sections/conversation-tabs/conversation-tabs";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { DemoLeadBanner } from "@/components/sections/lead-banner/demo-lead-banner";
import { Steps } from "@/components/sections/steps/steps";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { chatMessages, named, pageCopy, withIcons } from "@/site/page-copy";
import { featureIcons } from "./feature-icons";

export async function generateMetadata({ params }: PageProps<"/[locale]/rcs-api">) {
  return routeMetadata("/rcs-api", (await params).locale as Locale);
}

/** The RCS Business Messaging channel page: rich, verified messages with SMS fallback. */
export default async function RcsApiPage({ params }: PageProps<"/[locale]/rcs-api">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, chat, features, useCases, compare, launch, faq, leadBanner } = await pageCopy("rcsApi");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/rcs-api", locale, faq.items)} />
      <Hero
        id="rcs-api"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#use-cases" }}
        visual={<ChatMockup {...chat} messages={chatMessages(chat.messages)} />}
      />
      <FeatureGrid id="features" {...features} features={withIcons(features.items, featureIcons)} />
      <ConversationTabs
        id="use-cases"
        {...useCases}
        labels={useCases}
        tabs={named(useCases.tabs).map((tab) => ({ ...tab, messages: chatMessages(tab.messages) }))}
      />
      <AdvertiseCards
        id="compare"
        {...compare}
        labels={compare}
        cards={named(compare.cards).map((card) => ({
          ...card,
          id: card.name,
          recommended: card.name === "rcs",
        }))}
      />
      <Steps id="launch" {...launch} />
      <Faq id="faq" {...faq} />
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
export const dynamic = "error";
