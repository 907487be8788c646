"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useOnRouteChange } from "@/components/ui/use-route-change";

export interface MenuTabsProps {
  label: string;
  tabs: { id: string; label: string }[];
  panels: ReactNode[];
}

/** Vertical tabs inside a menu: arrows, Home and End move; pointing at a tab shows it; starts at the first. */
export function MenuTabs({ label, tabs, panels }: MenuTabsProps) {
  const [active, setActive] = useState(0);
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  useOnRouteChange(() => setActive(0));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className="grid gap-6 md:grid-cols-[13rem_1fr]">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        className="flex flex-col gap-1 border-line md:border-r md:pr-4"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onPointerEnter={(e) => e.pointerType === "mouse" && setActive(i)}
            className="flex min-h-11 items-center justify-between rounded-xl px-3 text-left text-sm font-semibold text-muted hover:bg-ink-50 aria-selected:bg-ink-50 aria-selected:text-ink-900"
          >
            {tab.label}
            <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
              <path d="M4.5 2.5 8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={tabs[i]?.id ?? i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
