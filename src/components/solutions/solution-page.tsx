import { channelIcons } from "@/components/icons/channel-icons";
import { BenefitList } from "@/components/sections/benefit-list/benefit-list";
import {
  ConversationTabs,
  type ConversationTab,
} from "@/components/sections/conversation-tabs/conversation-tabs";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { FourCardGrid } from "@/components/sections/four-card-grid/four-card-grid";
import { Hero } from "@/components/sections/hero/hero";
import { DemoLeadBanner } from "@/components/sections/lead-banner/demo-lead-banner";
import { MetricGrid } from "@/components/sections/metric-grid/metric-grid";
import { StoryCards } from "@/components/sections/story-cards/story-cards";
import { JsonLd } from "@/components/ui/json-ld";
import { StaticImage } from "@/components/ui/static-image";
import {
  agentCatalogueHref,
  channelPages,
  gridImage,
  solutionImage,
  solutionStories,
  type Solution,
} from "@/data/solutions";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd } from "@/site/page";
import { chatMessages, named, pageCopy } from "@/site/page-copy";
import type { RoutePath } from "@/site/routes";
import { storyCardItems, storyCardLabels } from "@/site/story-cards";

type Entries<T> = Readonly<Record<string, T>>;
type TitledText = { title: string; text: string };

/** The shape every solutions page's copy shares (`messages/en/industry*.json`, `role*.json`). */
export interface SolutionCopy {
  hero: { eyebrow: string; title: string; lead: string; primaryCta: string; secondaryCta: string };
  /** The hero illustration's alternative text. */
  visual: string;
  useCases: {
    title: string;
    lead: string;
    conversation: string;
    previous: string;
    next: string;
    tabs: Entries<Omit<ConversationTab, "name" | "ctaLink" | "messages"> & { messages: { type: string }[] }>;
  };
  channels: { title: string; lead: string; items: Record<keyof typeof channelPages, TitledText> };
  rules: { title: string; lead: string; items: Entries<TitledText>; cta: string };
  metrics: { title: string; lead: string; items: Entries<TitledText> };
  /** The travel page's grid of the businesses it serves. */
  grid?: {
    title: string;
    heading: string;
    lead: string;
    cards: Entries<{ heading: string; subHeading: string; cta: string }>;
  };
  stories: { title: string; lead: string };
  leadBanner: { title: string; lead: string; points: Entries<string> };
}

const channelOrder = ["whatsapp", "rcs", "voice", "sms"] as const;

/**
 * A solutions page: an industry's or a team's use cases as conversations, how it uses each
 * channel, the rules it must keep, the metrics it is judged by, its customers' stories and the
 * demo form. The copy is the page's own namespace; `src/data/solutions.ts` says where each part
 * leads and whose stories it shows.
 */
export async function SolutionPage({ solution, locale }: { solution: Solution; locale: Locale }) {
  const copy = (await pageCopy(solution.namespace)) as SolutionCopy;
  const { hero, useCases, channels, rules, metrics, grid, leadBanner } = copy;
  const { audience } = solution;
  const shown = solutionStories(solution);
  return (
    <>
      <JsonLd blocks={await routeJsonLd(solution.path as RoutePath, locale)} />
      <Hero
        id="solution"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: agentCatalogueHref(audience) }}
        visual={
          <StaticImage
            src={solutionImage(solution)}
            alt={copy.visual}
            width={560}
            height={440}
            className="mx-auto h-auto w-full max-w-xl rounded-card"
          />
        }
      />
      <ConversationTabs
        id="use-cases"
        {...useCases}
        labels={useCases}
        tabs={named(useCases.tabs).map((tab) => ({
          ...tab,
          ctaLink: solution.useCases[tab.name],
          messages: chatMessages(tab.messages),
        }))}
      />
      <FeatureGrid
        id="channels"
        title={channels.title}
        lead={channels.lead}
        features={channelOrder.map((id) => ({
          id,
          ...channels.items[id],
          icon: channelIcons[id],
          href: channelPages[id],
        }))}
      />
      <BenefitList
        id="rules"
        title={rules.title}
        lead={rules.lead}
        items={Object.entries(rules.items).map(([id, item]) => ({ id, ...item }))}
        cta={{ label: rules.cta, href: solution.rulesLink }}
      />
      <MetricGrid
        id="metrics"
        title={metrics.title}
        lead={metrics.lead}
        metrics={Object.entries(metrics.items).map(([id, item]) => ({ id, ...item }))}
      />
      {grid && solution.grid && (
        <FourCardGrid
          id="segments"
          title={grid.title}
          heading={grid.heading}
          lead={grid.lead}
          cards={Object.entries(solution.grid).map(([id, href]) => {
            const card = grid.cards[id]!; // every locale has every card (solutions.test.ts)
            return {
              id,
              heading: card.heading,
              subHeading: card.subHeading,
              image: { src: gridImage(solution, id), width: 320, height: 200 },
              cta: { label: card.cta, href },
            };
          })}
        />
      )}
      {shown.length > 0 && (
        <StoryCards
          id="stories"
          {...copy.stories}
          stories={await storyCardItems(shown, { quotes: true })}
          {...await storyCardLabels()}
        />
      )}
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
