"use client";

import { useRef, type ReactNode } from "react";
import { ArrowButton } from "@/components/ui/arrow-button.client";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.client";
import { useIndexResetOnRouteChange, useResetOnRouteChange } from "@/components/ui/use-route-change";
import { clampIndex } from "./clamp-index";

export interface ConversationTabsLabels {
  /** Accessible name of the previous-conversation button. */
  previous: string;
  /** Accessible name of the next-conversation button. */
  next: string;
}

export interface ConversationSwitcherProps {
  /** Names the tab list (the section heading's id). */
  labelledBy: string;
  tabs: readonly { name: string; title: string }[];
  /** Server-rendered panels, one per tab, in the same order. */
  panels: readonly ReactNode[];
  labels: ConversationTabsLabels;
}

/**
 * The tabs of the conversation section, with previous/next buttons that move the selected tab by
 * one, clamped between the first and the last (each button is disabled at its end). Starts at the
 * first tab and returns there on a route change.
 */
export function ConversationSwitcher({ labelledBy, tabs, panels, labels }: ConversationSwitcherProps) {
  const [rawIndex, setIndex] = useIndexResetOnRouteChange();
  const count = tabs.length;
  const index = clampIndex(rawIndex, count);
  /** Only after the visitor used the buttons does the live region speak. */
  const [moved, setMoved] = useResetOnRouteChange(false);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const current = tabs[index];
  if (!current) return null;

  const step = (delta: -1 | 1) => {
    const target = clampIndex(index + delta, count);
    setIndex(target);
    setMoved(true);
    // The pressed button is about to be disabled: keep focus on the other one instead of losing it.
    if (delta === 1 && target === count - 1) previousRef.current?.focus();
    if (delta === -1 && target === 0) nextRef.current?.focus();
  };

  return (
    <Tabs
      value={current.name}
      onValueChange={(value) => {
        setIndex(
          clampIndex(
            tabs.findIndex((t) => t.name === value),
            count,
          ),
        );
        setMoved(false);
      }}
    >
      <div className="flex items-center gap-4">
        <TabsList
          aria-labelledby={labelledBy}
          className="-ml-4 min-w-0 flex-1 [scrollbar-width:none] overflow-x-auto py-2 pr-2 pl-4 md:ml-0 md:flex-wrap md:overflow-visible md:p-0"
        >
          {tabs.map((tab) => (
            <TabsTrigger key={tab.name} value={tab.name}>
              {tab.title}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="flex shrink-0 gap-2">
          <ArrowButton
            ref={previousRef}
            label={labels.previous}
            disabled={index === 0}
            onClick={() => step(-1)}
            iconClass="rotate-90"
          />
          <ArrowButton
            ref={nextRef}
            label={labels.next}
            disabled={index === count - 1}
            onClick={() => step(1)}
            iconClass="-rotate-90"
          />
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {moved ? current.title : ""}
      </p>
      {tabs.map((tab, i) => (
        <TabsContent key={tab.name} value={tab.name} className="mt-8">
          {panels[i]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
