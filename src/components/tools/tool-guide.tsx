import type { ReactNode } from "react";
import { LineIcon } from "@/components/icons/line-icon";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import type { LinkAction } from "@/components/sections/hero/hero";
import { Steps, type Step } from "@/components/sections/steps/steps";
import type { FaqEntry } from "@/site/json-ld";

/** The copy a free tool's page has below the tool, from its message namespace. */
export interface ToolGuideCopy {
  steps: { title: string; lead: string; items: Step[] };
  features: { title: string; lead: string; items: Record<string, { title: string; text: string }> };
  faq: { title: string; items: FaqEntry[] };
  banner: { title: string; text: string; cta: string };
}

/**
 * Everything a free tool's page shows below the tool: how-to steps, what makes it better, the FAQ
 * (its FAQPage JSON-LD comes from the same items) and the demo banner.
 */
export function ToolGuide({
  copy,
  icons,
  position,
  secondary,
}: {
  copy: ToolGuideCopy;
  /** The line-icon paths of the features, in the order they are shown. */
  icons: Record<string, ReactNode>;
  /** Lead-form position of the banner's demo button. */
  position: string;
  secondary?: LinkAction;
}) {
  const { steps, features, faq, banner } = copy;
  return (
    <>
      <Steps id="how-to" title={steps.title} lead={steps.lead} steps={steps.items} />
      <FeatureGrid
        id="features"
        title={features.title}
        lead={features.lead}
        features={Object.entries(icons).map(([id, icon]) => ({
          id,
          title: features.items[id]?.title ?? "",
          text: features.items[id]?.text ?? "",
          icon: <LineIcon>{icon}</LineIcon>,
        }))}
      />
      <Faq id="faq" title={faq.title} items={faq.items} />
      <CtaBanner
        id="start-conversation"
        title={banner.title}
        text={banner.text}
        primary={{ label: banner.cta, dialog: "demo", position }}
        secondary={secondary}
      />
    </>
  );
}
