import { agentRoleNames } from "@/data/solutions";
import { CATALOGUE_PARAMS } from "./catalogue-params";
import { industries, roles, type Industry, type Role } from "@/data/audiences";

/** SPEC §9: agents per page, the search's debounce and the delay before a started agent's chat opens. */
export const AGENT_PAGE_SIZE = 12;
export const AGENT_SEARCH_DEBOUNCE_MS = 500;
export const AGENT_START_DELAY_MS = 2000;

/** What the list needs of an agent: its facts and its copy in the page's language. */
export interface CatalogueAgent {
  id: string;
  name: string;
  industry: Industry;
  role: Role;
  features: readonly string[];
}

/** The role filter: every role, or the roles chosen (never empty). */
export type RoleFilter = "all" | readonly Role[];

export interface CatalogueFilter {
  industry: Industry | "all";
  roles: RoleFilter;
  query: string;
}

export const unfiltered: CatalogueFilter = { industry: "all", roles: "all", query: "" };

/** SPEC §5 'Agent search': case-insensitive and trimmed, on the name or any feature line. */
export function matchesQuery(agent: CatalogueAgent, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [agent.name, ...agent.features].some((text) => text.toLocaleLowerCase().includes(q));
}

export function filterAgents<T extends CatalogueAgent>(agents: readonly T[], filter: CatalogueFilter): T[] {
  return agents.filter(
    (a) =>
      (filter.industry === "all" || a.industry === filter.industry) &&
      (filter.roles === "all" || filter.roles.includes(a.role)) &&
      matchesQuery(a, filter.query),
  );
}

export interface Page<T> {
  items: T[];
  /** 1-based, within 1 … pageCount. */
  page: number;
  /** At least 1, even with nothing to show. */
  pageCount: number;
}

/** One page of a list; a page past either end shows the nearest one. */
export function paginate<T>(list: readonly T[], page: number, size = AGENT_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { items: list.slice((current - 1) * size, current * size), page: current, pageCount };
}

/**
 * SPEC §4 'Agent list': the role filter is multi-select. Choosing all clears the others; choosing a
 * role removes all; unchecking the last role returns to all.
 */
export function toggleRole(current: RoleFilter, choice: Role | "all"): RoleFilter {
  if (choice === "all") return "all";
  if (current === "all") return [choice];
  const next = current.includes(choice) ? current.filter((r) => r !== choice) : [...current, choice];
  return next.length === 0 ? "all" : roles.filter((r) => next.includes(r));
}

/** A role name as written in an address: decoded, with spaces around a slash removed. */
function normaliseRoleName(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Not encoded (or a stray %): read as written.
  }
  return decoded.trim().replace(/\s*\/\s*/g, "/");
}

/**
 * SPEC §5 'Role query': `?role=` preselects a role when it names one the catalogue knows (its name
 * in `agentRoleNames`, any case), else nothing is preselected.
 */
export function roleFromQuery(value: string | null): Role | undefined {
  if (!value) return undefined;
  const name = normaliseRoleName(value).toLocaleLowerCase();
  return roles.find((r) => agentRoleNames[r].toLocaleLowerCase() === name);
}

/** The list's state in the address: `?industry=`, `?role=` (repeated), `?q=`, `?page=`. */
export interface CatalogueState extends CatalogueFilter {
  page: number;
}

export function stateFromSearch(search: string): CatalogueState {
  const params = new URLSearchParams(search);
  const industry = params.get("industry");
  const chosen = params
    .getAll("role")
    .map((value) => roleFromQuery(value))
    .filter((r): r is Role => r !== undefined);
  return {
    industry: industries.find((i) => i === industry) ?? "all",
    roles: chosen.length ? roles.filter((r) => chosen.includes(r)) : "all",
    query: params.get("q") ?? "",
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
}

/** The address's query for a state; empty for the unfiltered first page. Other parameters stay. */
export function searchFromState(state: CatalogueState, current = ""): string {
  const params = new URLSearchParams(current);
  for (const key of CATALOGUE_PARAMS) params.delete(key);
  if (state.industry !== "all") params.set("industry", state.industry);
  if (state.roles !== "all") for (const r of state.roles) params.append("role", agentRoleNames[r]);
  if (state.query.trim()) params.set("q", state.query.trim());
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
