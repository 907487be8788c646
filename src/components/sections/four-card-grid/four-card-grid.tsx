import { Container } from "@/components/layout/container";
import { Link } from "@/components/ui/link";
import { StaticImage } from "@/components/ui/static-image";
import type { LinkAction } from "../hero/hero";
import { SectionHeading } from "../section-heading";
import { CardToggle } from "./card-toggle.client";
import { GRID_CARDS_SHOWN } from "./constants";

export { GRID_CARD_TOGGLE_MS, GRID_CARDS_SHOWN } from "./constants";

export interface GridCardImage {
  src: string;
  width: number;
  height: number;
  /** Empty (the default) when the image only illustrates the card's text. */
  alt?: string;
}

/** One card of SPEC "Grid-card data" (card1 … card6). */
export interface GridCard {
  id: string;
  heading: string;
  subHeading: string;
  image: GridCardImage;
  cta?: LinkAction;
}

export interface FourCardGridProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  /** Short label above the heading (SPEC "title"). */
  title?: string;
  /** The section's h2 (SPEC "heading"). */
  heading: string;
  lead?: string;
  /** Up to six cards; the first four are shown. */
  cards: readonly GridCard[];
}

/**
 * SPEC §2 "four-card grid": four cards, one highlighted at a time; the highlight moves on every 5 s
 * (see CardToggle). From 992 px the cards share one row and the highlighted one widens; below they
 * form a 2 × 2 grid, and one column on phones.
 */
export function FourCardGrid({ id, title, heading, lead, cards }: FourCardGridProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        {title && <p className="mb-3 text-sm font-semibold tracking-wide text-signal-600">{title}</p>}
        <SectionHeading id={titleId} title={heading} lead={lead} />
        <CardToggle
          className="mt-12 grid gap-5 md:grid-cols-2 lg:flex lg:items-stretch"
          itemClassName="flex flex-col rounded-card bg-surface p-6 ring-1 ring-line transition-[flex-grow,background-color] duration-500 ease-out data-active:bg-ink-900 data-active:shadow-card data-active:ring-ink-900 motion-reduce:transition-none lg:flex-1 lg:data-active:grow-[1.8]"
          items={cards.slice(0, GRID_CARDS_SHOWN).map((card) => (
            <GridCardBody key={card.id} card={card} />
          ))}
        />
      </Container>
    </section>
  );
}

function GridCardBody({ card }: { card: GridCard }) {
  return (
    <>
      <h3 className="text-lg font-semibold text-ink-900 transition-colors group-data-active:text-white">
        {card.heading}
      </h3>
      <p className="mt-2 leading-7 text-muted transition-colors group-data-active:text-ink-200">
        {card.subHeading}
      </p>
      {card.cta && (
        <Link
          href={card.cta.href}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-ink-700 underline-offset-4 group-data-active:text-signal-300 hover:underline"
        >
          {card.cta.label}
          <span aria-hidden="true">→</span>
        </Link>
      )}
      <div className="mt-auto pt-6">
        <StaticImage
          src={card.image.src}
          alt={card.image.alt ?? ""}
          width={card.image.width}
          height={card.image.height}
          className="h-auto w-full rounded-xl opacity-80 transition-opacity group-data-active:opacity-100"
        />
      </div>
    </>
  );
}
