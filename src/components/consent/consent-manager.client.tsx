"use client";

import { useEffect, type ReactNode } from "react";
import { COOKIE_POPUP_SHOWN_KEY, NECESSARY_GROUP } from "@/features/consent/groups";
import { applyConsent } from "@/features/consent/consent-mode";
import { storedConsent } from "@/features/consent/stored-consent";
import { configureTags, type Tag } from "@/features/consent/tags";
import type { ConsentTexts } from "./consent-texts";

let openPreferences = () => {};

/** Opens the consent preferences (the footer, the cookie policy, the chat button); works once the manager has mounted. */
export function openConsentPreferences() {
  openPreferences();
}

/**
 * Applies a stored choice without loading the consent UI; on a first visit (no `cookiePopUpShown`)
 * loads it and shows the banner.
 */
export function ConsentManager({
  texts,
  locale,
  tags,
}: {
  texts: ConsentTexts;
  locale: string;
  /** The configured third-party tags, each loaded once its group is granted. */
  tags: readonly Tag[];
}) {
  useEffect(() => {
    configureTags(tags);
    const show = (what: "banner" | "preferences") =>
      void import("./consent-ui").then(({ showConsent }) => showConsent(what, texts, locale));
    openPreferences = () => show("preferences");
    const stored = storedConsent(document.cookie);
    applyConsent(stored ?? [NECESSARY_GROUP]);
    if (!stored && localStorage.getItem(COOKIE_POPUP_SHOWN_KEY) === null) show("banner");
  }, [texts, locale, tags]);
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
    <button type="button" className={className} onClick={openConsentPreferences}>
      {children}
    </button>
  );
}
