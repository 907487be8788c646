import { cookieAttributes } from "@/lib/cookies";
import { cookiePath } from "./clean";

export const GCLID_COOKIE = "gclid";
/** SPEC §9: 90 days. */
export const GCLID_MAX_AGE_S = 7_776_000;
/** Google click ids are URL-safe base64; anything else is not a click id. */
const GCLID_PATTERN = /^[A-Za-z0-9_-]{1,256}$/;

/** The gclid cookie for a landing URL (scoped to the current path, SPEC §7), or null. */
export function gclidCookie(search: string, pathname: string, secure: boolean): string | null {
  const value = new URLSearchParams(search).get("gclid");
  if (!value || !GCLID_PATTERN.test(value)) return null;
  return `${GCLID_COOKIE}=${value}${cookieAttributes(GCLID_MAX_AGE_S, cookiePath(pathname), secure)}`;
}
