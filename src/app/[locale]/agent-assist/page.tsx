import { setRequestLocale } from "next-intl/server";
import { AssistMockup } from "@/components/mockups/assist-mockup";
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

export async function generateMetadata({ params }: PageProps<"/[locale]/agent-assist">) {
  return routeMetadata("/agent-assist", (await params).locale as Locale);
}

/** Agent assist: the panel beside a conversation that helps the person answering, who stays in control. */
export default async function AgentAssistPage({ params }: PageProps<"/[locale]/agent-assist">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, features, teams, control, faq, banner } = await pageCopy("agentAssist");
  const { assist } = await pageCopy("mockups");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/agent-assist", locale, faq.items)} />
      <Hero
        id="agent-assist"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#teams" }}
        visual={<AssistMockup text={assist} className="w-full max-w-xl" />}
      />
      <FeatureGrid id="features" {...features} features={withIcons(features.items, featureIcons)} />
      <TabbedGrid id="teams" {...teams} tabs={named(teams.tabs)} />
      <Steps id="control" {...control} />
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
