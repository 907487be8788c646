import { stories } from "@/data/stories";
import { customerLogo } from "@/data/testimonials";
import en from "../../../../messages/en/customerStories.json";
import type { StoryCardsProps } from "./story-cards";

const copy = en.stories;
const percent = new Intl.NumberFormat("en", { style: "percent" });

/** English sample props, built from the real data and copy so they never drift. */
export const storyCardsSample: StoryCardsProps = {
  id: "stories",
  title: copy.title,
  lead: copy.lead,
  stories: stories.map(({ id, customer, industry, channels, metric, link }) => ({
    id,
    customer,
    logo: customerLogo(customer),
    industry,
    industryLabel: copy.industries[industry],
    metric:
      metric.unit === "percent"
        ? percent.format(metric.value / 100)
        : copy.times.replace("{value}", String(metric.value)),
    metricLabel: copy.items[id].metric,
    summary: copy.items[id].summary,
    channels: channels.map((c) => ({ id: c, label: copy.channels[c] })),
    link,
  })),
  labels: {
    filter: copy.filter,
    all: copy.all,
    channels: copy.channelsLabel,
    readStory: copy.readStory,
  },
  results: (count) => `${count} ${count === 1 ? "story" : "stories"}`,
};
