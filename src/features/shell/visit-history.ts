import { splitLocale } from "@/features/locale/locale-path";

/** sessionStorage key of the last two visited paths (tab-scoped, survives full page loads). */
export const VISITED_PATHS_KEY = "visitedPaths";
/** sessionStorage key of the first page of the visit (the lead's Landing_Page). */
export const LANDING_PAGE_KEY = "landingPage";
/** localStorage key of the lead source read by the contact page's form (SPEC §3). */
export const LEAD_URL_KEY = "contactUsLeadUrl";
/** The page that receives the lead source and therefore never overwrites it. */
export const LEAD_RECEIVER_PATH = "/contact-us";

const MAX_PATH_LENGTH = 512;

/** Keeps the last two visited paths, without query or hash; a reload does not count twice. */
export function pushVisit(history: readonly string[], pathname: string): string[] {
  const path = pathname.slice(0, MAX_PATH_LENGTH);
  const previous = history.at(-1);
  return (previous === path ? [...history] : [...history, path]).slice(-2);
}

/**
 * SPEC §2: on every page except /contact-us the lead source is the previous path, or the current one
 * when there is none. Returns undefined on the contact page (in any locale).
 */
export function leadSourceFor(history: readonly string[], pathname: string): string | undefined {
  if (splitLocale(pathname).path === LEAD_RECEIVER_PATH) return undefined;
  // history is [previous, current] or [current]: its first entry is the answer either way.
  return history[0] ?? pathname;
}

export function parseHistory(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === "string").slice(-2) : [];
  } catch {
    return [];
  }
}
