"use client";

import { useEffect, type ReactNode } from "react";
import {
  ALL_ACCEPTED_KEY,
  COOKIE_CONSENT_KEY,
  COOKIE_POPUP_SHOWN_KEY,
  NECESSARY_GROUP,
  allAccepted,
  type ConsentGroup,
} from "@/features/consent/groups";
import { updateConsentMode } from "@/features/consent/consent-mode";
import { storedConsent } from "@/features/consent/stored-consent";
import type { Choice } from "./consent-ui";
import type { ConsentTexts } from "./consent-texts";

/** What the visitor's groups allow on this page: Consent Mode and SPEC §3's `allAccepted`. */
function apply(groups: readonly ConsentGroup[]) {
  updateConsentMode(groups);
  sessionStorage.setItem(ALL_ACCEPTED_KEY, String(allAccepted(groups)));
}

/** A choice made in the banner or the preferences (SPEC §4 "Cookie banner"). */
function choose({ groups, kind }: Choice) {
  localStorage.setItem(COOKIE_POPUP_SHOWN_KEY, "true");
  localStorage.setItem(
    COOKIE_CONSENT_KEY,
    kind === "all" ? "accepted" : kind === "necessary" ? "rejected" : "custom",
  );
  apply(groups);
}

/** Opens the consent preferences; set once the manager has mounted. */
let openPreferences = () => {};

/**
 * Applies a stored choice without loading the consent UI; on a first visit (no `cookiePopUpShown`)
 * loads it and shows the banner.
 */
export function ConsentManager({ texts, locale }: { texts: ConsentTexts; locale: string }) {
  useEffect(() => {
    const show = (what: "banner" | "preferences") =>
      void import("./consent-ui").then(({ showConsent }) => showConsent(what, texts, locale, choose));
    openPreferences = () => show("preferences");
    const stored = storedConsent(document.cookie);
    apply(stored ?? [NECESSARY_GROUP]);
    if (!stored && localStorage.getItem(COOKIE_POPUP_SHOWN_KEY) === null) show("banner");
  }, [texts, locale]);
  return null;
}

/** Opens the consent preferences: the footer's "Cookie preferences", the cookie policy's button. */
export function ConsentPreferencesButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={() => openPreferences()}>
      {children}
    </button>
  );
}
