import type { Messages } from "@/i18n/messages";
import { LANG_PREF_KEY, LANG_PREF_MAX_AGE_S } from "../locale/resolve-locale";
import { GCLID_COOKIE, GCLID_MAX_AGE_S } from "../shell/gclid";
import { UTM_COOKIE, UTM_COOKIE_MAX_AGE_S, UTM_STORAGE_KEY } from "../shell/utm";
import { LANDING_PAGE_KEY, LEAD_URL_KEY, VISITED_PATHS_KEY } from "../shell/visit-history";
import { SIGNED_IN_COOKIE } from "../account/sign-in";
import {
  ALL_ACCEPTED_KEY,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  COOKIE_CONSENT_KEY,
  COOKIE_POPUP_SHOWN_KEY,
  EXIT_MODAL_KEY,
  type ConsentGroup,
} from "./groups";

const DAY_S = 24 * 60 * 60;

/**
 * How long an entry lives: seconds for a cookie with a max-age, `session` for the tab's life,
 * `persistent` for local storage (until the visitor clears it), `provider` when the third party
 * sets its own lifetime (stated in the provider's documentation, which the policy links).
 */
export type Lifetime = { seconds: number } | "session" | "persistent" | "provider";

export type InventoryEntry = {
  /** The cookie or storage key; a pattern such as `_ga_<container-id>` for a family. */
  name: string;
  store: "cookie" | "localStorage" | "sessionStorage";
  group: ConsentGroup;
  /** Who writes it: the site itself, or a third party's script the visitor let in. */
  setBy: "site" | "google-analytics" | "marketing-tracker" | "chat-provider";
  lifetime: Lifetime;
  /**
   * Written on arrival, before any choice: the first-party attribution of SPEC §3 and §7 (which
   * campaign and which page brought a lead). It stays on this site and leaves it only inside a
   * form the visitor sends.
   */
  attribution?: true;
  /** What it does, in the cookie policy's words (messages/<locale>/cookiePolicy.json `purposes`). */
  purpose: keyof Messages["cookiePolicy"]["purposes"];
};

/**
 * Every cookie and storage key the site uses, one place for all of them. The consent manager reads
 * it (which cookies a revoked group clears) and so does the cookie policy (its table). A test
 * checks that each key the code defines is listed here.
 */
export const INVENTORY: readonly InventoryEntry[] = [
  // C0001, strictly necessary: the site works and remembers the visitor's own choices.
  {
    name: CONSENT_COOKIE,
    store: "cookie",
    group: "C0001",
    setBy: "site",
    lifetime: { seconds: CONSENT_COOKIE_DAYS * DAY_S },
    purpose: "consentChoices",
  },
  {
    name: COOKIE_POPUP_SHOWN_KEY,
    store: "localStorage",
    group: "C0001",
    setBy: "site",
    lifetime: "persistent",
    purpose: "bannerShown",
  },
  {
    name: COOKIE_CONSENT_KEY,
    store: "localStorage",
    group: "C0001",
    setBy: "site",
    lifetime: "persistent",
    purpose: "bannerChoice",
  },
  {
    name: ALL_ACCEPTED_KEY,
    store: "sessionStorage",
    group: "C0001",
    setBy: "site",
    lifetime: "session",
    purpose: "allAccepted",
  },
  {
    name: LANG_PREF_KEY,
    store: "cookie",
    group: "C0001",
    setBy: "site",
    lifetime: { seconds: LANG_PREF_MAX_AGE_S },
    purpose: "language",
  },
  {
    name: LANG_PREF_KEY,
    store: "localStorage",
    group: "C0001",
    setBy: "site",
    lifetime: "persistent",
    purpose: "language",
  },
  {
    name: EXIT_MODAL_KEY,
    store: "localStorage",
    group: "C0001",
    setBy: "site",
    lifetime: "persistent",
    purpose: "exitModal",
  },
  {
    name: SIGNED_IN_COOKIE,
    store: "cookie",
    group: "C0001",
    setBy: "site",
    lifetime: "session",
    purpose: "signedIn",
  },
  // First-party attribution, written on arrival (SPEC §3, §7).
  {
    name: UTM_COOKIE,
    store: "cookie",
    group: "C0001",
    setBy: "site",
    lifetime: { seconds: UTM_COOKIE_MAX_AGE_S },
    attribution: true,
    purpose: "campaign",
  },
  {
    name: UTM_STORAGE_KEY,
    store: "localStorage",
    group: "C0001",
    setBy: "site",
    lifetime: "persistent",
    attribution: true,
    purpose: "campaign",
  },
  {
    name: GCLID_COOKIE,
    store: "cookie",
    group: "C0001",
    setBy: "site",
    lifetime: { seconds: GCLID_MAX_AGE_S },
    attribution: true,
    purpose: "adClick",
  },
  {
    name: LEAD_URL_KEY,
    store: "localStorage",
    group: "C0001",
    setBy: "site",
    lifetime: "persistent",
    attribution: true,
    purpose: "leadPage",
  },
  {
    name: VISITED_PATHS_KEY,
    store: "sessionStorage",
    group: "C0001",
    setBy: "site",
    lifetime: "session",
    attribution: true,
    purpose: "visitedPaths",
  },
  {
    name: LANDING_PAGE_KEY,
    store: "sessionStorage",
    group: "C0001",
    setBy: "site",
    lifetime: "session",
    attribution: true,
    purpose: "landingPage",
  },
  // C0002, performance: Google Analytics through the tag manager, only where one is configured.
  // Lifetimes from Google's "[GA4] Cookie usage on websites".
  {
    name: "_ga",
    store: "cookie",
    group: "C0002",
    setBy: "google-analytics",
    lifetime: { seconds: 2 * 365 * DAY_S },
    purpose: "analyticsVisitor",
  },
  {
    name: "_ga_<container-id>",
    store: "cookie",
    group: "C0002",
    setBy: "google-analytics",
    lifetime: { seconds: 2 * 365 * DAY_S },
    purpose: "analyticsSession",
  },
  // C0003, functional: the support chat provider's script, where one is configured. Its cookies
  // are the provider's own, named in its policy; the first-party chat stores nothing.
  {
    name: "<chat provider>",
    store: "cookie",
    group: "C0003",
    setBy: "chat-provider",
    lifetime: "provider",
    purpose: "chat",
  },
  // C0004, targeting: the marketing-automation tracker (the hosted form's vendor, HubSpot), where
  // one is configured. HubSpot has changed these lifetimes over the years; its own list is linked.
  ...(
    [
      ["__hstc", "marketingVisitor"],
      ["hubspotutk", "marketingIdentity"],
      ["__hssc", "marketingSession"],
      ["__hssrc", "marketingSession"],
    ] as const
  ).map(([name, purpose]): InventoryEntry => ({
    name,
    store: "cookie",
    group: "C0004",
    setBy: "marketing-tracker",
    lifetime: "provider",
    purpose,
  })),
];

/**
 * The named cookies a group's third parties set, as patterns for the consent library's `autoClear`:
 * revoking the group erases them in the same page view (`_ga_<container-id>` matches every
 * container). A provider without fixed names (`<chat provider>`) is left to its own opt-out.
 */
export function cookiesToClear(group: ConsentGroup): RegExp[] {
  return INVENTORY.filter(
    (e) => e.group === group && e.store === "cookie" && e.setBy !== "site" && !e.name.startsWith("<"),
  ).map((e) => new RegExp(`^${e.name.replace(/<[^>]+>/g, ".+")}$`));
}
