import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button-link";
import { cn } from "@/lib/cn";
import type { LinkAction } from "../hero/hero";
import { SectionHeading } from "../section-heading";

export interface AdvertisePoint {
  text: string;
  /** Check (true) or cross (false): whether this option offers the point. */
  available: boolean;
}

export interface AdvertiseCard {
  id: string;
  title: string;
  description?: string;
  points: readonly AdvertisePoint[];
  /** Highlighted, with the `recommended` badge. At most one card should be. */
  recommended?: boolean;
  cta?: LinkAction;
}

export interface AdvertiseCardsProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  /** Two or three options, side by side from 768 px. */
  cards: readonly AdvertiseCard[];
  labels: {
    /** Read before a point with a check, e.g. "Yes". */
    available: string;
    /** Read before a point with a cross, e.g. "No". */
    unavailable: string;
    /** The badge of the recommended card. */
    recommended: string;
  };
  /** Small print under the cards, e.g. what the comparison leaves out. */
  note?: string;
}

/**
 * SPEC §2 "advertise comparison cards": two or three ways to advertise, each with a list of points
 * marked with a check or a cross; the recommended one is highlighted.
 */
export function AdvertiseCards({ id, title, lead, cards, labels, note }: AdvertiseCardsProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <ul className={cn("mt-12 grid gap-5 md:grid-cols-2", cards.length > 2 && "lg:grid-cols-3")}>
          {cards.map((card) => (
            <li
              key={card.id}
              className={cn(
                "relative flex flex-col rounded-card p-6 md:p-8",
                card.recommended
                  ? "bg-ink-900 text-white shadow-card ring-2 ring-signal-400"
                  : "bg-white text-ink-900 ring-1 ring-line",
              )}
            >
              {card.recommended && (
                <p className="mb-4 self-start rounded-pill bg-signal-400 px-3 py-1 text-xs font-semibold text-ink-950">
                  {labels.recommended}
                </p>
              )}
              <h3 className="text-xl font-semibold">{card.title}</h3>
              {card.description && (
                <p className={cn("mt-2 leading-7", card.recommended ? "text-ink-200" : "text-muted")}>
                  {card.description}
                </p>
              )}
              <ul className="mt-6 flex-1 space-y-3">
                {card.points.map((point) => (
                  <li key={point.text} className="flex gap-3 leading-6">
                    <Mark available={point.available} onDark={card.recommended ?? false} />
                    <span>
                      <span className="sr-only">
                        {point.available ? labels.available : labels.unavailable}:{" "}
                      </span>
                      <span
                        className={cn(!point.available && (card.recommended ? "text-ink-300" : "text-muted"))}
                      >
                        {point.text}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              {card.cta && (
                <ButtonLink
                  href={card.cta.href}
                  variant={card.recommended ? "primary" : "outline"}
                  className="mt-8 self-start"
                >
                  {card.cta.label}
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
        {note && <p className="mt-6 max-w-3xl text-sm leading-6 text-muted">{note}</p>}
      </Container>
    </section>
  );
}

function Mark({ available, onDark }: { available: boolean; onDark: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      data-mark={available ? "check" : "cross"}
      className={cn(
        "mt-0.5 size-5 shrink-0 rounded-full p-1",
        available
          ? "bg-signal-400 text-ink-950"
          : onDark
            ? "bg-white/10 text-ink-200"
            : "bg-ink-50 text-ink-500",
      )}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {available ? <path d="M4.5 10.5 8.5 14.5 15.5 6" /> : <path d="M6 6l8 8M14 6l-8 8" />}
    </svg>
  );
}
