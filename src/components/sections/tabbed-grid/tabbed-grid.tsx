import { Container } from "@/components/layout/container";
import { Link } from "@/components/ui/link";
import { TabbedGridTabs } from "./tabbed-grid.client";
import { SectionHeading } from "../section-heading";

export { TABBED_GRID_FADE_MS } from "./tabbed-grid-fade";

export interface GridCard {
  title: string;
  text: string;
  /** An internal path or an absolute URL. */
  link?: { label: string; href: string };
}

export interface GridTab {
  /** The tab's value: stable, unique in the section, the same in every locale. */
  name: string;
  /** The tab's label. */
  title: string;
  cards: readonly GridCard[];
}

export interface TabbedGridProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  tabs: readonly GridTab[];
}

/**
 * Tabs whose panels are grids of cards (one column on phones, two from 768 px, three from 992 px).
 * A newly picked tab's grid fades in over 150 ms. The cards are rendered here, on the server, so
 * every tab's cards are in the HTML; only the switching runs in the browser.
 */
export function TabbedGrid({ id, title, lead, tabs }: TabbedGridProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <div className="mt-10">
          <TabbedGridTabs
            labelledBy={titleId}
            tabs={tabs.map(({ name, title }) => ({ name, title }))}
            panels={tabs.map((tab) => (
              <ul key={tab.name} className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                {tab.cards.map((card) => (
                  <GridCardItem key={card.title} card={card} />
                ))}
              </ul>
            ))}
          />
        </div>
      </Container>
    </section>
  );
}

function GridCardItem({ card }: { card: GridCard }) {
  return (
    <li className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line">
      <span aria-hidden="true" className="block h-1.5 w-10 rounded-pill bg-signal-400" />
      <h3 className="mt-5 text-lg font-semibold text-ink-900">{card.title}</h3>
      <p className="mt-2 flex-1 leading-7 text-muted">{card.text}</p>
      {card.link && (
        <Link
          href={card.link.href}
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-ink-700 underline-offset-4 hover:text-ink-900 hover:underline"
        >
          {card.link.label} <span className="sr-only">({card.title})</span>
          <span aria-hidden="true">→</span>
        </Link>
      )}
    </li>
  );
}
