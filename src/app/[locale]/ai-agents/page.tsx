import { setRequestLocale } from "next-intl/server";
import { AgentSelector } from "@/components/sections/agent-selector/agent-selector";
import { BenefitList } from "@/components/sections/benefit-list/benefit-list";
import { ChatMockup } from "@/components/sections/chat-mockup/chat-mockup";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { DemoLeadBanner } from "@/components/sections/lead-banner/demo-lead-banner";
import { Steps } from "@/components/sections/steps/steps";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { chatMessages, pageCopy, withIcons } from "@/site/page-copy";
import { channelIcons, handoverIcons, relatedIcons } from "./feature-icons";

/** Where each channel card and each related product leads (web chat has no page of its own). */
const channelPages: Partial<Record<keyof typeof channelIcons, string>> = {
  whatsapp: "/whatsapp-api",
  rcs: "/rcs-api",
  voice: "/voice-api",
};
const relatedPages: Record<keyof typeof relatedIcons, string> = {
  agentAssist: "/agent-assist",
  aiCopilot: "/ai-copilot",
  aceLlm: "/ace-llm",
};

export async function generateMetadata({ params }: PageProps<"/[locale]/ai-agents">) {
  return routeMetadata("/ai-agents", (await params).locale as Locale);
}

/** AI agents: what they resolve, how they are built, how they hand over, and what to measure. */
export default async function AiAgentsPage({ params }: PageProps<"/[locale]/ai-agents">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, chat, agents, channels, build, handover, metrics, related, faq, leadBanner } =
    await pageCopy("aiAgents");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/ai-agents", locale, faq.items)} />
      <Hero
        id="ai-agents"
        {...hero}
        primary={{ label: hero.primaryCta, dialog: "demo", position: "ai-agents-hero" }}
        secondary={{ label: hero.secondaryCta, href: "#agents" }}
        visual={<ChatMockup {...chat} messages={chatMessages(chat.messages)} />}
      />
      <AgentSelector
        id="agents"
        {...agents}
        cta={{ label: agents.cta, href: "/ai-agent-use-cases" }}
        agents={Object.entries(agents.items).map(([id, agent]) => ({
          ...agent,
          id,
          chat: chatMessages(agent.chat),
        }))}
      />
      <FeatureGrid
        id="channels"
        {...channels}
        features={withIcons(channels.items, channelIcons).map((f) => ({ ...f, href: channelPages[f.id] }))}
      />
      <Steps id="build" {...build} />
      <FeatureGrid id="handover" {...handover} features={withIcons(handover.items, handoverIcons)} />
      <BenefitList
        id="metrics"
        {...metrics}
        items={Object.entries(metrics.items).map(([id, item]) => ({ ...item, id }))}
      />
      <FeatureGrid
        id="related"
        {...related}
        features={withIcons(related.items, relatedIcons).map((f) => ({ ...f, href: relatedPages[f.id] }))}
      />
      <Faq id="faq" {...faq} />
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
export const dynamic = "error";
