import { setRequestLocale } from "next-intl/server";
import { BuilderMockup } from "@/components/mockups/builder-mockup";
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

export async function generateMetadata({ params }: PageProps<"/[locale]/conversation-builder">) {
  return routeMetadata("/conversation-builder", (await params).locale as Locale);
}

/** The conversation builder: flows drawn on a canvas, shown by the conversations they produce. */
export default async function ConversationBuilderPage({
  params,
}: PageProps<"/[locale]/conversation-builder">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, features, examples, steps, faq, leadBanner } = await pageCopy("conversationBuilder");
  const { builder } = await pageCopy("mockups");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/conversation-builder", locale, faq.items)} />
      <Hero
        id="conversation-builder"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#examples" }}
        visual={<BuilderMockup text={builder} className="w-full max-w-xl" />}
      />
      <FeatureGrid id="features" {...features} features={withIcons(features.items, featureIcons)} />
      <ConversationTabs
        id="examples"
        {...examples}
        labels={examples}
        tabs={named(examples.tabs).map((tab) => ({ ...tab, messages: chatMessages(tab.messages) }))}
      />
      <Steps id="steps" {...steps} />
      <Faq id="faq" {...faq} />
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
export const dynamic = "error";
