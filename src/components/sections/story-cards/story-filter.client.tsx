"use client";

import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useResetOnRouteChange } from "@/components/ui/use-route-change";

export interface StoryFilterOption {
  /** The industry key the cards carry; `null` is the "All" chip. */
  value: string | null;
  label: string;
  /** Announced once the visitor picks this chip, e.g. "3 stories". */
  results: string;
}

export interface StoryFilterCard {
  id: string;
  industry: string;
  /** The server-rendered card. */
  card: ReactNode;
}

export interface StoryFilterProps {
  /** Accessible name of the chip group, e.g. "Filter by industry". */
  label: string;
  /** "All" first, then one chip per industry. */
  options: readonly StoryFilterOption[];
  cards: readonly StoryFilterCard[];
  /** Prefix of each card's `id` (`${idPrefix}-${card.id}`), so a link can point at one story. */
  idPrefix: string;
}

/**
 * The industry filter of the customer-story cards: a row of toggle chips ("All" first) over a grid of
 * server-rendered cards. Cards that do not match are hidden, not removed, so every story stays in
 * the HTML. The choice belongs to the page it was made on: a route change shows all stories again.
 */
export function StoryFilter({ label, options, cards, idPrefix }: StoryFilterProps) {
  const [chosen, setChosen] = useResetOnRouteChange<{ value: string | null } | null>(null);
  const selected = chosen?.value ?? null;

  return (
    <>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {options.map((o) => {
          const pressed = o.value === selected;
          return (
            <button
              key={o.value ?? ""}
              type="button"
              aria-pressed={pressed}
              onClick={() => setChosen({ value: o.value })}
              className={clsx(
                "inline-flex min-h-11 items-center rounded-pill px-4 text-sm font-semibold transition-colors",
                pressed
                  ? "bg-ink-900 text-white"
                  : "bg-white text-ink-800 ring-1 ring-line hover:text-ink-900 hover:ring-ink-300",
              )}
            >
              {o.label}
            </button>
          );
        })}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {chosen ? options.find((o) => o.value === chosen.value)?.results : ""}
      </p>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((c) => (
          <li
            key={c.id}
            id={`${idPrefix}-${c.id}`}
            hidden={selected !== null && c.industry !== selected}
            className="flex"
          >
            {c.card}
          </li>
        ))}
      </ul>
    </>
  );
}
