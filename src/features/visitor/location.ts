import { fetchJson } from "@/lib/fetch-json";

let pending: Promise<string | null> | undefined;

/**
 * The visitor's country from the location service (`{host}/location?v1`), asked once per page
 * load and shared by every feature that needs it. Null when unknown or the service failed.
 */
export function visitorCountry(host: string): Promise<string | null> {
  pending ??= fetchJson(`${host}/location?v1`, "Visitor location").then((data) => {
    const country = (data as { country?: unknown } | null)?.country;
    return typeof country === "string" && /^[A-Z]{2}$/.test(country) ? country : null;
  });
  return pending;
}

/** Forgets the answer (tests). */
export function resetVisitorCountry(): void {
  pending = undefined;
}
