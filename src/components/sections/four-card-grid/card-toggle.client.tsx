"use client";

// clsx, not cn: tailwind-merge would add about 8 KB to the browser bundle.
import { clsx } from "clsx";
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { useActiveInView, useReducedMotion } from "@/components/ui/use-motion";
import { GRID_CARD_TOGGLE_MS } from "./constants";

export interface CardToggleProps {
  /** Server-rendered card contents, one per list item. */
  items: readonly ReactNode[];
  className?: string;
  itemClassName?: string;
}

/**
 * The list of the four-card grid. One card is highlighted (`data-active`); the highlight moves to the
 * next card every 5000 ms while the grid is on screen in a visible tab, and stops while the pointer
 * or focus is in the grid. Hovering or focusing a card highlights it. With reduced motion the
 * highlight moves only on hover and focus.
 */
export function CardToggle({ items, className, itemClassName }: CardToggleProps) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const ref = useRef<HTMLUListElement>(null);
  const inView = useActiveInView(ref);
  const reducedMotion = useReducedMotion();
  const count = items.length;
  const running = inView && !hovered && !focused && !reducedMotion && count > 1;

  // A card is picked by hover or focus only while the grid is paused, so every restart of the
  // interval gives the picked card a full period.
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setActive((a) => (a + 1) % count), GRID_CARD_TOGGLE_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  return (
    <ul
      ref={ref}
      className={className}
      data-paused={running ? undefined : ""}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {items.map((item, i) => (
        <li
          key={i}
          data-active={i === active ? "" : undefined}
          className={clsx("group", itemClassName)}
          onPointerEnter={() => setActive(i)}
          onFocus={() => setActive(i)}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
