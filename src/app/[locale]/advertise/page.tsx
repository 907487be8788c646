import { setRequestLocale } from "next-intl/server";
import { AdvertiseCards } from "@/components/sections/advertise-cards/advertise-cards";
import { ChatMockup } from "@/components/sections/chat-mockup/chat-mockup";
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

export async function generateMetadata({ params }: PageProps<"/[locale]/advertise">) {
  return routeMetadata("/advertise", (await params).locale as Locale);
}

/** Ads that start conversations: click-to-WhatsApp ads answered by an AI agent, compared with the alternatives. */
export default async function AdvertisePage({ params }: PageProps<"/[locale]/advertise">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, chat, compare, features, steps, faq, leadBanner } = await pageCopy("advertise");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/advertise", locale, faq.items)} />
      <Hero
        id="advertise"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#compare" }}
        visual={<ChatMockup {...chat} messages={chatMessages(chat.messages)} />}
      />
      <AdvertiseCards
        id="compare"
        {...compare}
        labels={compare}
        cards={named(compare.cards).map((card) => ({
          ...card,
          id: card.name,
          recommended: card.name === "clickToWhatsApp",
        }))}
      />
      <FeatureGrid id="features" {...features} features={withIcons(features.items, featureIcons)} />
      <Steps id="steps" {...steps} />
      <Faq id="faq" {...faq} />
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
export const dynamic = "error";
