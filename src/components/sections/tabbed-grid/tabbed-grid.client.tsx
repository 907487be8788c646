"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.client";
import { useReducedMotion } from "@/components/ui/use-motion";
import { TABBED_GRID_FADE_MS } from "./tabbed-grid-fade";

/**
 * `fading` is true for `durationMs` after `start()`: the window in which a newly shown grid fades in.
 * Never true with reduced motion, so the grid then appears at once.
 */
export function useFade(durationMs: number): [fading: boolean, start: () => void] {
  const reducedMotion = useReducedMotion();
  const [fading, setFading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const start = useCallback(() => {
    if (reducedMotion) return;
    window.clearTimeout(timer.current);
    setFading(true);
    timer.current = window.setTimeout(() => setFading(false), durationMs);
  }, [durationMs, reducedMotion]);
  return [fading && !reducedMotion, start];
}

export interface TabbedGridTabsProps {
  /** Names the tab list (the section heading's id). */
  labelledBy: string;
  tabs: readonly { name: string; title: string }[];
  /** Server-rendered grids, one per tab, in the same order. */
  panels: readonly ReactNode[];
}

/**
 * The tabs of the tabbed grid. When the visitor picks a tab, its grid fades in over
 * `TABBED_GRID_FADE_MS`: the panel leaves `display: none` with `data-fading` set, so it starts from
 * its `@starting-style` (opacity 0) and transitions to opaque. The first grid shows at once, as
 * does every grid with reduced motion.
 */
export function TabbedGridTabs({ labelledBy, tabs, panels }: TabbedGridTabsProps) {
  const [fading, startFade] = useFade(TABBED_GRID_FADE_MS);
  const first = tabs[0];
  if (!first) return null;
  return (
    <Tabs defaultValue={first.name} onValueChange={startFade}>
      <TabsList aria-labelledby={labelledBy} scrollable>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.name} value={tab.name}>
            {tab.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab, i) => (
        <TabsContent
          key={tab.name}
          value={tab.name}
          data-fading={fading ? "" : undefined}
          style={fading ? { transitionDuration: `${TABBED_GRID_FADE_MS}ms` } : undefined}
          className="mt-8 data-fading:transition-opacity data-fading:ease-out motion-reduce:transition-none data-fading:starting:opacity-0"
        >
          {panels[i]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
