// The consent library's cookie for a choice already made (src/features/consent/stored-consent.ts),
// so the banner stays away from tests about something else. A plain module: the browser tests and
// the production tests' browser check (tests/production) both set it.
import { CONSENT_COOKIE, GROUP_NAMES } from "../src/features/consent/groups";
import { CONSENT_REVISION } from "../src/features/consent/stored-consent";

/** Every group's name: the choice 'accept all'. */
export const ALL_GROUPS: string[] = Object.values(GROUP_NAMES);

export function consentCookie(url: string, categories: string[] = ["necessary"]) {
  const value = { categories, revision: CONSENT_REVISION, expirationTime: Date.now() + 86_400_000 };
  return { name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(value)), url };
}
