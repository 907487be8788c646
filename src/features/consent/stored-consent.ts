import { CONSENT_COOKIE, NECESSARY_GROUP, groupsOf, type ConsentGroup } from "./groups";

/**
 * The consent library's cookie (`cc_cookie`: URI-encoded JSON with the accepted categories, the
 * config revision and the expiry). Bumped when the inventory changes enough to ask again.
 */
export const CONSENT_REVISION = 1;

/**
 * The groups a stored, current consent grants, read from the cookie header without loading the
 * consent library (a returning visitor downloads none of it); null when there is no valid choice
 * yet: no cookie, another revision, expired, or unreadable.
 */
export function storedConsent(cookieHeader: string, now = Date.now()): ConsentGroup[] | null {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== "object" || value === null) return null;
    const { categories, revision, expirationTime } = value as Record<string, unknown>;
    if (!Array.isArray(categories) || revision !== CONSENT_REVISION) return null;
    if (typeof expirationTime === "number" && expirationTime <= now) return null;
    const groups = groupsOf(categories);
    return groups.includes(NECESSARY_GROUP) ? groups : null;
  } catch {
    return null;
  }
}
