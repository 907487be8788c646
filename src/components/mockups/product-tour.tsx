import type { VisualTab } from "@/components/sections/feature-tabs/feature-tabs";
import type { ReactNode } from "react";
import { AnalyticsMockup } from "./analytics-mockup";
import { AssistMockup } from "./assist-mockup";
import { BuilderMockup } from "./builder-mockup";
import { CampaignMockup } from "./campaign-mockup";
import { InboxMockup } from "./inbox-mockup";
import type { MockupTexts } from "./mockup-texts";
import { TemplatesMockup } from "./templates-mockup";

export const tourStops = ["inbox", "builder", "campaigns", "templates", "assist", "analytics"] as const;
export type TourStop = (typeof tourStops)[number];

/** Where each stop of the tour leads: the product page that tells the whole story. */
const tourLinks: Record<TourStop, string> = {
  inbox: "/communicate",
  builder: "/conversation-builder",
  campaigns: "/campaign-manager",
  templates: "/whatsapp-api",
  assist: "/agent-assist",
  analytics: "/conversation-cloud",
};

function tourVisual(stop: TourStop, text: MockupTexts): ReactNode {
  switch (stop) {
    case "inbox":
      return <InboxMockup text={text.inbox} />;
    case "builder":
      return <BuilderMockup text={text.builder} />;
    case "campaigns":
      return <CampaignMockup text={text.campaign} />;
    case "templates":
      return <TemplatesMockup text={text.templates} />;
    case "assist":
      return <AssistMockup text={text.assist} />;
    case "analytics":
      return <AnalyticsMockup text={text.analytics} />;
  }
}

/** The product tour: one tab per part of the workspace, each over its mock-up and linking to its page. */
export function productTour(
  copy: (stop: TourStop) => Pick<VisualTab, "title" | "desc" | "list" | "ctaText">,
  text: MockupTexts,
): VisualTab[] {
  return tourStops.map((stop) => ({
    name: stop,
    ...copy(stop),
    ctaLink: tourLinks[stop],
    visual: tourVisual(stop, text),
  }));
}
