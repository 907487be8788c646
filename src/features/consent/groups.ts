/**
 * The consent groups of SPEC §4 "Cookie consent" (OneTrust's ids, kept for the tag manager's
 * triggers) and what each one grants to Google Consent Mode v2. One place for the rule; the consent
 * manager, the chat loader and the cookie policy read it.
 */
export const CONSENT_GROUPS = ["C0001", "C0002", "C0003", "C0004"] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];

/** C0001 is strictly necessary: always active, never offered as a choice. */
export const NECESSARY_GROUP: ConsentGroup = "C0001";

/** The group's name in the consent library, the messages and the inventory. */
export const GROUP_NAMES = {
  C0001: "necessary",
  C0002: "performance",
  C0003: "functional",
  C0004: "targeting",
} as const satisfies Record<ConsentGroup, string>;

/** The groups a list of the library's category names stands for, in group order. */
export function groupsOf(categories: readonly unknown[]): ConsentGroup[] {
  return CONSENT_GROUPS.filter((group) => categories.includes(GROUP_NAMES[group]));
}

/** Google Consent Mode v2's seven consent types. */
export const CONSENT_TYPES = [
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
  "analytics_storage",
  "functionality_storage",
  "personalization_storage",
  "security_storage",
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export type ConsentState = Record<ConsentType, "granted" | "denied">;

/** Which consent types each group grants (research: reliability-and-security.md §2.4). */
const GRANTS: Record<ConsentGroup, readonly ConsentType[]> = {
  C0001: ["security_storage"],
  C0002: ["analytics_storage"],
  C0003: ["functionality_storage", "personalization_storage"],
  C0004: ["ad_storage", "ad_user_data", "ad_personalization"],
};

/** The Consent Mode state for a set of active groups (C0001 is always active). */
export function consentState(active: readonly ConsentGroup[]): ConsentState {
  const granted = new Set([NECESSARY_GROUP, ...active].flatMap((group) => GRANTS[group]));
  return Object.fromEntries(
    CONSENT_TYPES.map((type) => [type, granted.has(type) ? "granted" : "denied"]),
  ) as ConsentState;
}

/** The default set before any tag: everything denied except `security_storage`. */
export const CONSENT_DEFAULT: ConsentState = consentState([]);

/** SPEC §3 `allAccepted` (sessionStorage): true only when all four groups are active. */
export function allAccepted(active: readonly ConsentGroup[]): boolean {
  return CONSENT_GROUPS.every((group) => group === NECESSARY_GROUP || active.includes(group));
}

/** SPEC §3 storage keys of the banner and the consent. */
export const COOKIE_POPUP_SHOWN_KEY = "cookiePopUpShown";
export const COOKIE_CONSENT_KEY = "cookieConsent";
export const ALL_ACCEPTED_KEY = "allAccepted";
export type BannerChoice = "accepted" | "rejected";

/** SPEC §3: the exit modal's "already shown" flag (localStorage). */
export const EXIT_MODAL_KEY = "exitModal";
/** The consent library's own record of the visitor's choices. */
export const CONSENT_COOKIE = "cc_cookie";
/** How long a choice is kept before the banner asks again. */
export const CONSENT_COOKIE_DAYS = 182;
