"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Field, inputClass } from "@/components/forms/field";
import { buttonClass } from "@/components/ui/button-class";
import { chipClass } from "@/components/ui/chip-class";
import type { Industry, Role } from "@/data/audiences";
import {
  AGENT_SEARCH_DEBOUNCE_MS,
  filterAgents,
  paginate,
  searchFromState,
  stateFromSearch,
  toggleRole,
  unfiltered,
  type CatalogueState,
} from "@/features/agents/catalogue";
import { fillTemplate } from "@/lib/fill-template";
import { AgentCard, type AgentCardLabels, type CatalogueItem } from "./agent-card";

export type { CatalogueItem };
import { useAgentStart } from "./use-agent-start";

export interface AgentCatalogueLabels extends AgentCardLabels {
  industryLabel: string;
  allIndustry: string;
  roleLabel: string;
  allRole: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** "{count} agents" for every count from 0 to the number of agents (plurals are the server's). */
  results: readonly string[];
  noResults: string;
  noResultsHint: string;
  reset: string;
  pagination: string;
  previous: string;
  next: string;
  /** "Page {page}" */
  page: string;
  startFailed: string;
}

const firstPage: CatalogueState = { ...unfiltered, page: 1 };

export interface AgentCatalogueProps {
  agents: readonly CatalogueItem[];
  industries: readonly { value: Industry; label: string }[];
  roles: readonly { value: Role; label: string }[];
  labels: AgentCatalogueLabels;
}

/**
 * SPEC §4 'Agent list': an industry select, a multi-select of teams and a debounced search over a
 * paged grid of agents. The state lives in the address (`?industry=&role=&q=&page=`), so a view can
 * be shared; the prerendered page is the unfiltered first page. Any change of filter goes back to
 * page 1. Starting an agent needs every cookie group (`useAgentStart`).
 */
export function AgentCatalogue({ agents, industries, roles, labels }: AgentCatalogueProps) {
  // Null until the address is read: the prerendered page shows the unfiltered first page.
  const [restored, setRestored] = useState<CatalogueState | null>(null);
  const state = restored ?? firstPage;
  const setState = useCallback(
    (next: (current: CatalogueState) => CatalogueState) => setRestored((s) => next(s ?? firstPage)),
    [],
  );
  const [draft, setDraft] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const start = useAgentStart();

  useEffect(() => {
    const fromAddress = stateFromSearch(window.location.search);
    // A shared view is restored once hydrated: the prerendered page cannot know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(fromAddress);
    setDraft(fromAddress.query);
  }, []);

  // The search applies once typing pauses.
  useEffect(() => {
    if (draft === state.query) return;
    const timer = window.setTimeout(
      () => setState((s) => ({ ...s, query: draft, page: 1 })),
      AGENT_SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft, state.query, setState]);

  const matches = useMemo(() => filterAgents(agents, state), [agents, state]);
  const shown = paginate(matches, state.page);

  // The address follows the view (a page past the end reads as the last), without a history
  // entry per keystroke.
  useEffect(() => {
    if (!restored) return;
    const { pathname, search, hash } = window.location;
    const next = searchFromState({ ...restored, page: shown.page }, search);
    if (next !== search) window.history.replaceState(window.history.state, "", pathname + next + hash);
  }, [restored, shown.page]);

  const goTo = (page: number) => {
    setState((s) => ({ ...s, page }));
    listRef.current?.scrollIntoView({ block: "start" });
  };
  const reset = () => {
    setRestored(firstPage);
    setDraft("");
  };

  return (
    <div>
      <div className="grid gap-x-6 gap-y-2 rounded-card bg-white p-5 shadow-card ring-1 ring-line md:grid-cols-2 lg:grid-cols-[1fr_1.6fr_1fr]">
        <Field id={`${id}-industry`} label={labels.industryLabel}>
          {(control) => (
            <select
              {...control}
              className={`${inputClass} mt-1.5 min-h-11`}
              value={state.industry}
              onChange={(event) =>
                setState((s) => ({ ...s, industry: event.target.value as Industry | "all", page: 1 }))
              }
            >
              <option value="all">{labels.allIndustry}</option>
              {industries.map((i) => (
                <option key={i.value} value={i.value}>
                  {i.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-roles`}
          label={labels.roleLabel}
          layout="group"
          className="md:row-span-2 lg:row-span-1"
        >
          {() => (
            <div className="mt-1.5 flex flex-wrap gap-2">
              <RoleChip
                label={labels.allRole}
                checked={state.roles === "all"}
                onChange={() => setState((s) => ({ ...s, roles: toggleRole(s.roles, "all"), page: 1 }))}
              />
              {roles.map((r) => (
                <RoleChip
                  key={r.value}
                  label={r.label}
                  checked={state.roles !== "all" && state.roles.includes(r.value)}
                  onChange={() => setState((s) => ({ ...s, roles: toggleRole(s.roles, r.value), page: 1 }))}
                />
              ))}
            </div>
          )}
        </Field>
        <Field id={`${id}-search`} label={labels.searchLabel}>
          {(control) => (
            <input
              {...control}
              type="search"
              className={`${inputClass} mt-1.5 min-h-11`}
              placeholder={labels.searchPlaceholder}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </Field>
      </div>

      <div ref={listRef} className="scroll-mt-[100px]">
        <p role="status" className="mt-8 text-sm font-semibold text-muted">
          {labels.results[matches.length]}
        </p>
        {matches.length === 0 ? (
          <div className="mt-6 rounded-card bg-white p-10 text-center ring-1 ring-line">
            <p className="text-xl font-semibold text-ink-900">{labels.noResults}</p>
            <p className="mt-2 text-muted">{labels.noResultsHint}</p>
            <button
              type="button"
              onClick={reset}
              className="mt-6 min-h-11 font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900"
            >
              {labels.reset}
            </button>
          </div>
        ) : (
          <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {shown.items.map((agent) => (
              <li key={agent.id} className="flex">
                <AgentCard
                  agent={agent}
                  industry={industries.find((i) => i.value === agent.industry)!.label}
                  role={roles.find((r) => r.value === agent.role)!.label}
                  labels={labels}
                  starting={start.starting === agent.id}
                  disabled={start.starting !== null && start.starting !== agent.id}
                  onStart={() => start.begin(agent.id, agent.chatName)}
                />
              </li>
            ))}
          </ul>
        )}
        {start.failed && (
          <p role="alert" className="mt-6 font-medium text-danger-700">
            {labels.startFailed}
          </p>
        )}
        {shown.pageCount > 1 && (
          <Pagination page={shown.page} pageCount={shown.pageCount} labels={labels} onPage={goTo} />
        )}
      </div>
    </div>
  );
}

function RoleChip({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label
      className={chipClass(
        checked,
        "relative has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink-500",
      )}
    >
      {/* The whole chip is the checkbox: invisible, on top, so a click anywhere toggles it. */}
      <input
        type="checkbox"
        className="absolute inset-0 cursor-pointer appearance-none rounded-pill opacity-0"
        checked={checked}
        onChange={onChange}
      />
      {label}
    </label>
  );
}

function Pagination({
  page,
  pageCount,
  labels,
  onPage,
}: {
  page: number;
  pageCount: number;
  labels: AgentCatalogueLabels;
  onPage: (page: number) => void;
}) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const arrow = buttonClass("outline", "min-w-11 px-0!");
  return (
    <nav aria-label={labels.pagination} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={arrow} disabled={page === 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span>
        <span className="sr-only">{labels.previous}</span>
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          className={chipClass(p === page, "min-w-11 px-3!")}
          aria-current={p === page ? "page" : undefined}
          aria-label={fillTemplate(labels.page, { page: p })}
          onClick={() => onPage(p)}
        >
          {p}
        </button>
      ))}
      <button type="button" className={arrow} disabled={page === pageCount} onClick={() => onPage(page + 1)}>
        <span aria-hidden="true">→</span>
        <span className="sr-only">{labels.next}</span>
      </button>
    </nav>
  );
}
