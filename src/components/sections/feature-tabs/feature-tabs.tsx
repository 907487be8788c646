import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button-link";
import { StaticImage } from "@/components/ui/static-image";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.client";
import { SectionHeading } from "../section-heading";

/** SPEC §3 "Tab", plus the illustration's size (StaticImage needs it so nothing shifts). */
export interface FeatureTab {
  /** The tab's value: stable, unique in the section, the same in every locale. */
  name: string;
  /** The tab's label. */
  title: string;
  desc: string;
  /** The checklist under the description. */
  list: readonly string[];
  ctaText?: string;
  /** An internal path or an absolute URL; the CTA shows only with both text and link. */
  ctaLink?: string;
  imgLink: string;
  imgWidth: number;
  imgHeight: number;
  /** Alt text of the illustration; empty (decorative) by default, as the text beside it says it all. */
  imgAlt?: string;
}

export type Tab = FeatureTab;

/** A tab whose illustration is a live component, e.g. a product mock-up from the kit. */
export type VisualTab = Omit<FeatureTab, "imgLink" | "imgWidth" | "imgHeight" | "imgAlt"> & {
  visual: ReactNode;
};

export interface FeatureTabsProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  tabs: readonly (FeatureTab | VisualTab)[];
}

/**
 * The tabbed feature showcase: a row of tabs (scrolling sideways on phones) over a panel with the
 * description, a checklist and a call to action on one side and a product illustration on the
 * other; stacked below 992 px. Every panel is in the prerendered HTML; the first one shows first,
 * and again after a route change.
 */
export function FeatureTabs({ id, title, lead, tabs }: FeatureTabsProps) {
  const titleId = `${id}-title`;
  const first = tabs[0];
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        {first && (
          <Tabs defaultValue={first.name} className="mt-10">
            <TabsList aria-labelledby={titleId} scrollable>
              {tabs.map((tab) => (
                <TabsTrigger key={tab.name} value={tab.name}>
                  {tab.title}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((tab) => (
              <TabsContent
                key={tab.name}
                value={tab.name}
                className="mt-8 grid items-center gap-10 rounded-card bg-surface p-6 ring-1 ring-line md:p-10 lg:grid-cols-2 lg:gap-16"
              >
                <FeaturePanelText tab={tab} />
                {"visual" in tab ? (
                  <div className="mx-auto w-full max-w-xl">{tab.visual}</div>
                ) : (
                  <StaticImage
                    src={tab.imgLink}
                    alt={tab.imgAlt ?? ""}
                    width={tab.imgWidth}
                    height={tab.imgHeight}
                    className="mx-auto h-auto w-full max-w-xl"
                  />
                )}
              </TabsContent>
            ))}
          </Tabs>
        )}
      </Container>
    </section>
  );
}

function FeaturePanelText({ tab }: { tab: FeatureTab | VisualTab }) {
  return (
    <div>
      <p className="text-lg leading-8 text-ink-900">{tab.desc}</p>
      {tab.list.length > 0 && (
        <ul className="mt-6 space-y-3">
          {tab.list.map((item) => (
            <li key={item} className="flex gap-3 leading-7 text-muted">
              <CheckIcon />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
      {tab.ctaText && tab.ctaLink && (
        <ButtonLink href={tab.ctaLink} variant="dark" className="mt-8">
          {tab.ctaText}
        </ButtonLink>
      )}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-1 size-5 shrink-0" aria-hidden="true">
      <circle cx="10" cy="10" r="10" className="fill-signal-100" />
      <path
        d="m6 10.2 2.6 2.6L14 7.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="text-signal-600"
      />
    </svg>
  );
}
