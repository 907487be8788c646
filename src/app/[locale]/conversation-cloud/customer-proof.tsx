import { getTranslations } from "next-intl/server";
import {
  TestimonialStats,
  type TestimonialStat,
  type TestimonialStatId,
} from "@/components/sections/testimonial-stats/testimonial-stats";
import { offices } from "@/data/offices";
import { stories } from "@/data/stories";
import { customerLogo, testimonials, type TestimonialId } from "@/data/testimonials";
import type { Messages } from "@/i18n/messages";
import type { MetricId } from "@/site/company-metrics";

/** The customer quoted: card alerts moved to WhatsApp, with SMS kept as the fallback. */
const QUOTED: TestimonialId = "quillon-bank";

/** Which company figure each of the section's four stats shows. */
const statMetrics: Record<TestimonialStatId, MetricId> = {
  conversation: "messages",
  customers: "businesses",
  countries: "countries",
  exp: "founded",
};

export interface CustomerProofProps {
  id: string;
  copy: Messages["conversationCloud"]["proof"];
  /** The company's headline figures, formatted for the locale (`metricValues`). */
  metrics: Record<MetricId, string>;
}

/**
 * The platform's figures (src/data/company.ts) over the map of Orbitalk's offices, one customer's
 * quote as `stories.json` translates it, and customers that run several channels, each with a
 * line on what they run (names and logos from src/data/stories.ts).
 */
export async function CustomerProof({ id, copy, metrics }: CustomerProofProps) {
  const t = await getTranslations("stories.testimonials.items");
  const quoted = testimonials.find((item) => item.id === QUOTED)!;
  const stat = (key: TestimonialStatId): TestimonialStat => ({
    value: metrics[statMetrics[key]],
    paragraphs: [copy.stats[key].term, copy.stats[key].context],
  });
  return (
    <TestimonialStats
      id={id}
      title={copy.title}
      heading={copy.heading}
      lead={copy.lead}
      stats={{
        conversation: stat("conversation"),
        customers: stat("customers"),
        countries: stat("countries"),
        exp: stat("exp"),
      }}
      slide={{
        content: t(`${QUOTED}.quote`),
        logo: customerLogo(quoted.customer),
        by: quoted.author,
        info: t(`${QUOTED}.role`),
      }}
      logoListLabel={copy.logoListLabel}
      logoList={Object.entries(copy.logos).map(([storyId, desc]) => {
        const { src, width, height, name } = customerLogo(stories.find((s) => s.id === storyId)!.customer);
        return { imgLink: src, width, height, title: name, desc };
      })}
      mapDots={offices.map(({ top, left }) => ({ top, left }))}
    />
  );
}
