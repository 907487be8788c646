import { gclidCookie } from "./gclid";
import { captureUtm, utmCookie, UTM_STORAGE_KEY } from "./utm";
import {
  LANDING_PAGE_KEY,
  LEAD_URL_KEY,
  VISITED_PATHS_KEY,
  leadSourceFor,
  parseHistory,
  pushVisit,
} from "./visit-history";

function attempt(write: () => void) {
  try {
    write();
  } catch {
    // Storage may be disabled or full; the page keeps working without it.
  }
}

/** What the page shell does on every page view (SPEC §2 "Page shell behaviour"). */
export function recordVisit({ pathname, search }: Pick<Location, "pathname" | "search">): void {
  const secure = window.isSecureContext;

  let history: string[] = [pathname];
  attempt(() => {
    history = pushVisit(parseHistory(sessionStorage.getItem(VISITED_PATHS_KEY)), pathname);
    sessionStorage.setItem(VISITED_PATHS_KEY, JSON.stringify(history));
    if (!sessionStorage.getItem(LANDING_PAGE_KEY)) sessionStorage.setItem(LANDING_PAGE_KEY, pathname);
  });
  const leadSource = leadSourceFor(history, pathname);
  if (leadSource) attempt(() => localStorage.setItem(LEAD_URL_KEY, leadSource));

  const utm = captureUtm(search);
  if (utm) {
    document.cookie = utmCookie(utm, secure);
    attempt(() => localStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm)));
  }

  const gclid = gclidCookie(search, pathname, secure);
  if (gclid) document.cookie = gclid;
}
