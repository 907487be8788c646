import "server-only";
import {
  CopilotAudience,
  CopilotFlow,
  CopilotInsights,
  CopilotMockup,
  CopilotTemplate,
} from "@/components/mockups/copilot-mockup";
import type { VisualTab } from "@/components/sections/feature-tabs/feature-tabs";
import type { Messages } from "@/i18n/messages";

type Jobs = Messages["aiCopilot"]["jobs"]["tabs"];

/** The tab's own text: its label, description, checklist and call to action. */
function panel(tab: Jobs[keyof Jobs]) {
  return { title: tab.title, desc: tab.desc, list: tab.list, ctaText: tab.cta };
}

/**
 * Copilot's four jobs as tabs, each over a brief and the draft it produced, and each leading to the
 * tool the draft opens in.
 */
export function copilotJobs({ templates, flows, audiences, insights }: Jobs): VisualTab[] {
  return [
    {
      name: "templates",
      ...panel(templates),
      ctaLink: "/whatsapp-api",
      visual: (
        <CopilotMockup text={templates.visual}>
          <CopilotTemplate text={templates.visual.template} />
        </CopilotMockup>
      ),
    },
    {
      name: "flows",
      ...panel(flows),
      ctaLink: "/conversation-builder",
      visual: (
        <CopilotMockup text={flows.visual}>
          <CopilotFlow text={flows.visual.flow} />
        </CopilotMockup>
      ),
    },
    {
      name: "audiences",
      ...panel(audiences),
      ctaLink: "/campaign-manager",
      visual: (
        <CopilotMockup text={audiences.visual}>
          <CopilotAudience text={audiences.visual.audience} />
        </CopilotMockup>
      ),
    },
    {
      name: "insights",
      ...panel(insights),
      ctaLink: "/conversation-cloud",
      visual: (
        <CopilotMockup text={insights.visual}>
          <CopilotInsights text={insights.visual.insights} />
        </CopilotMockup>
      ),
    },
  ];
}
