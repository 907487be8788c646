import { setRequestLocale } from "next-intl/server";
import { CopilotMockup, CopilotTemplate } from "@/components/mockups/copilot-mockup";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { FeatureTabs } from "@/components/sections/feature-tabs/feature-tabs";
import { Hero } from "@/components/sections/hero/hero";
import { Steps } from "@/components/sections/steps/steps";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { pageCopy, withIcons } from "@/site/page-copy";
import { copilotJobs } from "./copilot-jobs";
import { featureIcons } from "./feature-icons";

export async function generateMetadata({ params }: PageProps<"/[locale]/ai-copilot">) {
  return routeMetadata("/ai-copilot", (await params).locale as Locale);
}

/** AI Copilot: drafts templates, flows, audiences and summaries from a brief; people approve them. */
export default async function AiCopilotPage({ params }: PageProps<"/[locale]/ai-copilot">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, draft, jobs, guardrails, steps, faq, banner } = await pageCopy("aiCopilot");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/ai-copilot", locale, faq.items)} />
      <Hero
        id="ai-copilot"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#jobs" }}
        visual={
          <CopilotMockup text={draft} className="w-full max-w-xl">
            <CopilotTemplate text={draft.template} />
          </CopilotMockup>
        }
      />
      <FeatureTabs id="jobs" {...jobs} tabs={copilotJobs(jobs.tabs)} />
      <FeatureGrid id="guardrails" {...guardrails} features={withIcons(guardrails.items, featureIcons)} />
      <Steps id="steps" {...steps} />
      <Faq id="faq" {...faq} />
      <CtaBanner
        id="start"
        {...banner}
        primary={{ label: banner.cta, href: "/request-demo" }}
        secondary={{ label: banner.secondaryCta, href: "/agent-assist" }}
      />
    </>
  );
}
export const dynamic = "error";
