"use client";

import { useEffect } from "react";

/** The performance mark and `<html>` attribute set once React has hydrated the page. */
export const HYDRATED = "hydrated";

/**
 * Marks the moment the page has hydrated: its menus, popups and tools work and its links route in
 * the page. React hydrates in slices, so the load event can come first; the browser tests wait for
 * `<html data-hydrated>` before acting (e2e/fixtures.ts) and the bench times it as the page's time
 * to interactive (scripts/bench-browser.mjs). Placed last in the layout, so it runs after every
 * effect before it.
 */
export function HydrationMark() {
  useEffect(() => {
    performance.mark(HYDRATED);
    document.documentElement.dataset[HYDRATED] = "";
  }, []);
  return null;
}
