"use client";

import { clsx } from "clsx";
import { useRef, type ReactNode } from "react";
import { useReducedMotion } from "@/components/ui/use-motion";
import { useIndexResetOnRouteChange } from "@/components/ui/use-route-change";
import { AGENT_SELECTOR_SCROLL_WIDTH } from "@/site/breakpoints";

export interface AgentChoice {
  id: string;
  name: string;
  tag: string;
}

export interface AgentPickerProps {
  label: string;
  agents: readonly AgentChoice[];
  /** One server-rendered preview per agent, in the same order. */
  previews: readonly ReactNode[];
}

/** True when the sidebar sits above the preview (up to 991 px), so a choice must scroll to it. */
const stacked = () => window.matchMedia(`(max-width: ${AGENT_SELECTOR_SCROLL_WIDTH}px)`).matches;

/**
 * The agent selector's sidebar and preview. Starts at the first agent and returns to it on a route
 * change. Up to 991 px the preview sits below the list, so choosing an agent scrolls to it (the
 * 100 px offset is the page's `scroll-padding-top`).
 */
export function AgentPicker({ label, agents, previews }: AgentPickerProps) {
  const [index, setIndex] = useIndexResetOnRouteChange();
  const previewRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();

  const choose = (i: number) => {
    setIndex(i);
    if (stacked())
      previewRef.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
  };

  return (
    <div className="mt-12 grid gap-8 lg:grid-cols-[20rem_1fr]">
      <ul aria-label={label} className="flex flex-col gap-2">
        {agents.map((agent, i) => (
          <li key={agent.id}>
            <button
              type="button"
              aria-pressed={i === index}
              aria-controls={`${agent.id}-preview`}
              onClick={() => choose(i)}
              className={clsx(
                "flex min-h-14 w-full flex-col items-start rounded-xl px-4 py-3 text-left transition-colors",
                i === index
                  ? "bg-ink-900 text-white"
                  : "bg-white text-ink-900 ring-1 ring-line hover:ring-ink-300",
              )}
            >
              <span className="font-semibold">{agent.name}</span>
              <span className={clsx("text-sm", i === index ? "text-ink-200" : "text-muted")}>
                {agent.tag}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div ref={previewRef} aria-live="polite">
        {previews.map((preview, i) => (
          <div key={agents[i]?.id} id={`${agents[i]?.id}-preview`} hidden={i !== index}>
            {preview}
          </div>
        ))}
      </div>
    </div>
  );
}
