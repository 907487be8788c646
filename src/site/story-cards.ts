import "server-only";
import { getFormatter, getTranslations } from "next-intl/server";
import type { StoryCardItem } from "@/components/sections/story-cards/story-cards";
import type { CustomerStory } from "@/data/stories";
import { customerLogo, testimonials } from "@/data/testimonials";

/**
 * Story cards in the request's locale: the shared facts of `src/data/stories.ts` with their copy
 * from `customerStories.json`. With `quotes`, a customer who also gave a testimonial is shown in
 * their own words (`stories.json`) instead of the summary, so a page never says it twice.
 */
export async function storyCardItems(
  list: readonly CustomerStory[],
  { quotes = false }: { quotes?: boolean } = {},
): Promise<StoryCardItem[]> {
  const t = await getTranslations("customerStories.stories");
  const tq = await getTranslations("stories.testimonials.items");
  const format = await getFormatter();
  return list.map(({ id, customer, industry, channels, metric, link }) => {
    const testimonial = quotes ? testimonials.find((item) => item.id === id) : undefined;
    return {
      id,
      customer,
      logo: customerLogo(customer),
      industry,
      industryLabel: t(`industries.${industry}`),
      metric:
        metric.unit === "percent"
          ? format.number(metric.value / 100, { style: "percent" })
          : t("times", { value: metric.value }),
      metricLabel: t(`items.${id}.metric`),
      summary: t(`items.${id}.summary`),
      quote: testimonial && {
        text: tq(`${testimonial.id}.quote`),
        author: testimonial.author,
        role: tq(`${testimonial.id}.role`),
      },
      channels: channels.map((c) => ({ id: c, label: t(`channels.${c}`) })),
      link,
    };
  });
}

/** The story cards' fixed labels in the request's locale. */
export async function storyCardLabels() {
  const t = await getTranslations("customerStories.stories");
  return {
    labels: {
      filter: t("filter"),
      all: t("all"),
      channels: t("channelsLabel"),
      readStory: t("readStory"),
    },
    results: (count: number) => t("results", { count }),
  };
}
