"use client";

// clsx, not cn: tailwind-merge would add about 8 KB to the browser bundle.
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useResetOnRouteChange } from "@/components/ui/use-route-change";
import type { PartnerType } from "@/data/partners";

export type PartnerFilterValue = "all" | PartnerType;

export interface PartnerFilterOption {
  value: PartnerFilterValue;
  label: string;
  /** Announced when this filter is chosen, e.g. "3 partners shown". */
  shown: string;
}

export interface PartnerFilterItem {
  id: string;
  type: PartnerType;
  /** The partner's card, rendered on the server. */
  card: ReactNode;
}

export interface PartnerFilterProps {
  /** Prefix of the element ids (the section id). */
  idPrefix: string;
  /** Accessible name of the button group. */
  label: string;
  /** The first option is the one shown on arrival. */
  options: readonly PartnerFilterOption[];
  items: readonly PartnerFilterItem[];
}

interface FilterState {
  value: PartnerFilterValue;
  /** Whether the visitor has chosen a filter: only then is the count announced. */
  chosen: boolean;
}

/**
 * Toggle buttons (one pressed at a time) that narrow the partner list to one type, with the new
 * count announced politely. Cards that do not match are hidden, not removed, so every partner stays
 * in the HTML. The filter starts over on every route: the route template re-mounts
 * pages, and a new path under the same tree resets it here too.
 */
export function PartnerFilter({ idPrefix, label, options, items }: PartnerFilterProps) {
  const [current, setState] = useResetOnRouteChange<FilterState>({
    value: options[0]?.value ?? "all",
    chosen: false,
  });
  const listId = `${idPrefix}-list`;

  return (
    <>
      <div role="group" aria-label={label} className="mt-10 flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === current.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              aria-controls={listId}
              onClick={() => setState({ value: option.value, chosen: true })}
              className={clsx(
                "min-h-11 cursor-pointer rounded-pill px-4 py-2 text-sm font-semibold ring-1 transition-colors",
                pressed
                  ? "bg-ink-900 text-white ring-ink-900"
                  : "bg-white text-ink-700 ring-line hover:text-ink-900 hover:ring-ink-300",
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {current.chosen ? options.find((o) => o.value === current.value)?.shown : ""}
      </p>
      <ul id={listId} className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} hidden={current.value !== "all" && item.type !== current.value}>
            {item.card}
          </li>
        ))}
      </ul>
    </>
  );
}
