import { setRequestLocale } from "next-intl/server";
import { GroundingMockup } from "@/components/mockups/grounding-mockup";
import { AdvertiseCards } from "@/components/sections/advertise-cards/advertise-cards";
import { BenefitList } from "@/components/sections/benefit-list/benefit-list";
import { ConversationTabs } from "@/components/sections/conversation-tabs/conversation-tabs";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { Steps } from "@/components/sections/steps/steps";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { chatMessages, named, pageCopy, withIcons } from "@/site/page-copy";
import { featureIcons } from "./feature-icons";

export async function generateMetadata({ params }: PageProps<"/[locale]/ace-llm">) {
  return routeMetadata("/ace-llm", (await params).locale as Locale);
}

/** ACE LLM: Orbitalk's language model for customer conversations, its guardrails, and the choice of model. */
export default async function AceLlmPage({ params }: PageProps<"/[locale]/ace-llm">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, grounding, features, examples, guardrails, models, evaluate, faq, banner } =
    await pageCopy("aceLlm");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/ace-llm", locale, faq.items)} />
      <Hero
        id="ace-llm"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#examples" }}
        visual={<GroundingMockup text={grounding} className="w-full max-w-xl" />}
      />
      <FeatureGrid id="features" {...features} features={withIcons(features.items, featureIcons)} />
      <ConversationTabs
        id="examples"
        {...examples}
        labels={examples}
        tabs={named(examples.tabs).map((tab) => ({ ...tab, messages: chatMessages(tab.messages) }))}
      />
      <BenefitList
        id="guardrails"
        {...guardrails}
        items={named(guardrails.items).map(({ name, ...item }) => ({ ...item, id: name }))}
      />
      <AdvertiseCards
        id="models"
        {...models}
        labels={models}
        cards={named(models.cards).map((card) => ({
          ...card,
          id: card.name,
          recommended: card.name === "aceLlm",
        }))}
      />
      <Steps id="evaluate" {...evaluate} />
      <Faq id="faq" {...faq} />
      <CtaBanner
        id="start"
        {...banner}
        primary={{ label: banner.cta, href: "/request-demo" }}
        secondary={{ label: banner.secondaryCta, href: "/ai-agents" }}
      />
    </>
  );
}
export const dynamic = "error";
