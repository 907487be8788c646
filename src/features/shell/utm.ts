import { cookieAttributes } from "@/lib/cookies";
import { cleanValue } from "./clean";

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** SPEC §3 storage keys: cookie `utmParams` (JSON) and localStorage `utmParameters`. */
export const UTM_COOKIE = "utmParams";
export const UTM_STORAGE_KEY = "utmParameters";
/** Attribution window of the campaign cookie (not given by the spec). */
export const UTM_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;
export const UTM_VALUE_MAX_LENGTH = 150;
export const RAW_QUERY_MAX_LENGTH = 1000;
/** Cookie name + encoded value stay well below the 4096-byte limit (ASVS 3.3.5). */
export const UTM_COOKIE_MAX_BYTES = 3800;

export type UtmSet = Record<UtmKey, string> & { lead_marketing_source: string };

/** The UTM set of a query string, or null when it carries no campaign parameter. */
export function captureUtm(search: string): UtmSet | null {
  const params = new URLSearchParams(search);
  const set = {} as UtmSet;
  let any = false;
  for (const key of UTM_KEYS) {
    set[key] = cleanValue(params.get(key) ?? "", UTM_VALUE_MAX_LENGTH);
    any ||= set[key] !== "";
  }
  if (!any) return null;
  set.lead_marketing_source = cleanValue(search.replace(/^\?/, ""), RAW_QUERY_MAX_LENGTH);
  return fitCookie(set);
}

function encoded(set: UtmSet): string {
  return encodeURIComponent(JSON.stringify(set));
}

/** Shortens the longest field until the encoded cookie fits its byte budget. */
function fitCookie(set: UtmSet): UtmSet {
  const fields = ["lead_marketing_source", ...UTM_KEYS] as const;
  while (UTM_COOKIE.length + 1 + encoded(set).length > UTM_COOKIE_MAX_BYTES) {
    const longest = fields.reduce((a, b) => ([...set[b]].length > [...set[a]].length ? b : a));
    const chars = [...set[longest]];
    set[longest] = chars.slice(0, Math.floor(chars.length * 0.9)).join("");
  }
  return set;
}

/** `utmParams=<url-encoded JSON>; Path=/; …` — the encoding leaves no `;`, `,` or whitespace. */
export function utmCookie(set: UtmSet, secure: boolean): string {
  return `${UTM_COOKIE}=${encoded(set)}${cookieAttributes(UTM_COOKIE_MAX_AGE_S, "/", secure)}`;
}
