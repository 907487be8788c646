"use client";

import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * The copyright year. Pages are prerendered, so the build year is in the HTML and the browser's
 * year replaces it after hydration if the page outlives New Year's Eve.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <time dateTime={String(year)}>{year}</time>;
}
