"use client";

import type { ReactNode } from "react";
import { chipClass } from "./chip-class";
import { useResetOnRouteChange } from "./use-route-change";

export interface ChipFilterOption {
  /** The key the items carry; `null` is the "All" chip, which comes first. */
  value: string | null;
  label: string;
  /** Announced once the visitor picks this chip, e.g. "3 stories". */
  announcement: string;
}

export interface ChipFilterItem {
  id: string;
  /** The key the chips filter on. */
  value: string;
  /** The server-rendered card. */
  card: ReactNode;
}

export interface ChipFilterProps {
  /** Accessible name of the chip group, e.g. "Filter by industry". */
  label: string;
  options: readonly ChipFilterOption[];
  items: readonly ChipFilterItem[];
  /** The list's id is `${idPrefix}-list` and each card's `${idPrefix}-${item.id}`, so a link can point at one. */
  idPrefix: string;
}

/**
 * A row of toggle chips (one pressed at a time, "All" first) over a grid of server-rendered cards.
 * Cards that do not match are hidden, not removed, so every card stays in the HTML; the new count is
 * announced only once the visitor has picked a chip. The choice starts over on a route change.
 */
export function ChipFilter({ label, options, items, idPrefix }: ChipFilterProps) {
  const [chosen, setChosen] = useResetOnRouteChange<{ value: string | null } | null>(null);
  const selected = chosen?.value ?? null;
  const listId = `${idPrefix}-list`;

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
              aria-controls={listId}
              onClick={() => setChosen({ value: o.value })}
              className={chipClass(pressed)}
            >
              {o.label}
            </button>
          );
        })}
      </div>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {chosen ? options.find((o) => o.value === chosen.value)?.announcement : ""}
      </p>
      <ul id={listId} className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.id}
            id={`${idPrefix}-${item.id}`}
            hidden={selected !== null && item.value !== selected}
            className="flex *:w-full"
          >
            {item.card}
          </li>
        ))}
      </ul>
    </>
  );
}
