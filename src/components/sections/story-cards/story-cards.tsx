import { Container } from "@/components/layout/container";
import { channelIcons } from "@/components/icons/channel-icons";
import { Link } from "@/components/ui/link";
import { StaticImage } from "@/components/ui/static-image";
import type { CustomerLogo } from "@/data/company";
import type { StoryChannel } from "@/data/stories";
import { ChipFilter, type ChipFilterOption } from "@/components/ui/chip-filter.client";
import { SectionHeading } from "../section-heading";

export interface StoryCardItem {
  id: string;
  /** The customer's name: the card's heading, read from the logo's alt text. */
  customer: string;
  logo: CustomerLogo;
  /** The industry key the filter groups by, e.g. "healthcare". */
  industry: string;
  industryLabel: string;
  /** The headline number, already formatted for the locale, e.g. "41%". */
  metric: string;
  /** What the number measures, e.g. "fewer no-shows in six months". */
  metricLabel: string;
  /** One paragraph: the problem, what they built on which channels, the outcome. */
  summary: string;
  /** The customer's own words, shown in place of the summary where a page offers them. */
  quote?: { text: string; author: string; role: string };
  channels: readonly { id: StoryChannel; label: string }[];
  /** The full story: an internal path or an absolute URL. */
  link?: string;
}

export interface StoryCardsProps {
  /** Section id; the heading's id is `${id}-title`, each card's `${id}-${story.id}`. */
  id: string;
  title: string;
  lead?: string;
  stories: readonly StoryCardItem[];
  labels: {
    /** Accessible name of the chip group, e.g. "Filter by industry". */
    filter: string;
    /** The first chip, e.g. "All". */
    all: string;
    /** Accessible name of each card's channel list, e.g. "Channels". */
    channels: string;
    readStory: string;
  };
  /** The result count announced after filtering, e.g. `(3) => "3 stories"`. */
  results: (count: number) => string;
}

/**
 * SPEC §2 "customer-story cards": a grid of cards (logo, industry, headline metric, summary,
 * channels, optional link) with an industry filter. The cards are rendered here, on the server;
 * only the chips run in the browser. With a single industry there is nothing to filter, so no chips.
 */
export function StoryCards({ id, title, lead, stories, labels, results }: StoryCardsProps) {
  const titleId = `${id}-title`;
  const industries = new Map<string, { label: string; count: number }>();
  for (const s of stories) {
    const entry = industries.get(s.industry);
    if (entry) entry.count += 1;
    else industries.set(s.industry, { label: s.industryLabel, count: 1 });
  }
  const options: ChipFilterOption[] = [
    { value: null, label: labels.all, announcement: results(stories.length) },
    ...[...industries].map(([value, { label, count }]) => ({ value, label, announcement: results(count) })),
  ];
  const cards = stories.map((s) => ({
    id: s.id,
    value: s.industry,
    card: <StoryCard story={s} labels={labels} />,
  }));

  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <div className="mt-10">
          {industries.size > 1 ? (
            <ChipFilter label={labels.filter} options={options} items={cards} idPrefix={id} />
          ) : (
            <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {cards.map((c) => (
                <li key={c.id} id={`${id}-${c.id}`} className="flex">
                  {c.card}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}

function StoryCard({ story: s, labels }: { story: StoryCardItem; labels: StoryCardsProps["labels"] }) {
  return (
    <article className="flex w-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3>
          <StaticImage
            src={s.logo.src}
            alt={s.customer}
            width={s.logo.width}
            height={s.logo.height}
            className="h-8 w-auto"
          />
        </h3>
        <p className="rounded-pill bg-ink-50 px-3 py-1 text-xs font-semibold text-ink-700">
          {s.industryLabel}
        </p>
      </div>
      <p className="mt-8 border-l-4 border-signal-400 pl-4">
        <span className="block text-5xl font-bold tracking-tight text-ink-900">{s.metric}</span>
        <span className="mt-2 block leading-6 font-semibold text-ink-800">{s.metricLabel}</span>
      </p>
      {s.quote ? (
        <figure className="mt-6 flex-1">
          <blockquote className="relative pl-7 leading-7 text-ink-800">
            <span aria-hidden="true" className="absolute top-0 left-0 text-3xl leading-none text-signal-500">
              “
            </span>
            <p>{s.quote.text}</p>
          </blockquote>
          <figcaption className="mt-3 text-sm text-muted">
            <span className="font-semibold text-ink-900">{s.quote.author}</span>, {s.quote.role}
          </figcaption>
        </figure>
      ) : (
        <p className="mt-6 flex-1 leading-7 text-muted">{s.summary}</p>
      )}
      <ul aria-label={labels.channels} className="mt-6 flex flex-wrap gap-2">
        {s.channels.map((c) => (
          <li
            key={c.id}
            className="inline-flex items-center gap-1.5 rounded-pill bg-signal-100 py-1 pr-3 pl-2 text-xs font-semibold text-ink-900 [&_svg]:size-4"
          >
            {channelIcons[c.id]}
            {c.label}
          </li>
        ))}
      </ul>
      {s.link && (
        <Link
          href={s.link}
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-ink-700 underline-offset-4 hover:text-ink-900 hover:underline"
        >
          {labels.readStory} <span className="sr-only">({s.customer})</span>
          <span aria-hidden="true">→</span>
        </Link>
      )}
    </article>
  );
}
