import { setRequestLocale } from "next-intl/server";
import { ProfileMockup } from "@/components/mockups/profile-mockup";
import { ConversationTabs } from "@/components/sections/conversation-tabs/conversation-tabs";
import { CustomerDiagram } from "@/components/sections/customer-diagram/customer-diagram";
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
import { diagramNodes, profileTexts } from "./profile-copy";

export async function generateMetadata({ params }: PageProps<"/[locale]/personalize">) {
  return routeMetadata("/personalize", (await params).locale as Locale);
}

/** Personalisation: one profile per customer, and messages that use it within consent and caps. */
export default async function PersonalizePage({ params }: PageProps<"/[locale]/personalize">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, profile, customer, features, examples, steps, faq, leadBanner } =
    await pageCopy("personalize");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/personalize", locale, faq.items)} />
      <Hero
        id="personalize"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#examples" }}
        visual={<ProfileMockup text={profileTexts(profile)} className="w-full max-w-xl" />}
      />
      <CustomerDiagram id="profile" {...customer} nodes={diagramNodes(customer.nodes)} />
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
