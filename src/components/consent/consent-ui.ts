/**
 * The consent banner and preferences, built on vanilla-cookieconsent. Loaded only when they are
 * needed (a first visit, or the visitor asks for the preferences), so a returning visitor downloads
 * none of it. The library keeps the choice in `cc_cookie`; a choice sets SPEC §3's keys and
 * Consent Mode (`choose`).
 */
import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent.css";
import {
  COOKIE_CONSENT_KEY,
  COOKIE_POPUP_SHOWN_KEY,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_GROUPS,
  GROUP_NAMES,
  NECESSARY_GROUP,
  groupsOf,
} from "@/features/consent/groups";
import { applyConsent } from "@/features/consent/consent-mode";
import { cookiesToClear } from "@/features/consent/inventory";
import { groupHasTags } from "@/features/consent/tags";
import { CONSENT_REVISION } from "@/features/consent/stored-consent";
import type { ConsentTexts } from "./consent-texts";

let started: Promise<void> | undefined;

/** A choice made in the banner or the preferences (SPEC §4 "Cookie banner"). */
function choose() {
  const { acceptType, acceptedCategories } = CookieConsent.getUserPreferences();
  localStorage.setItem(COOKIE_POPUP_SHOWN_KEY, "true");
  localStorage.setItem(
    COOKIE_CONSENT_KEY,
    acceptType === "all" ? "accepted" : acceptType === "necessary" ? "rejected" : "custom",
  );
  applyConsent(groupsOf(acceptedCategories));
}

function start(texts: ConsentTexts, locale: string, banner: boolean) {
  return CookieConsent.run({
    revision: CONSENT_REVISION,
    autoShow: banner,
    // Tests drive a real browser, which the library would take for a bot and show nothing.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_COOKIE_DAYS, sameSite: "Lax" },
    guiOptions: {
      consentModal: { layout: "box", position: "bottom right", equalWeightButtons: true },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    categories: Object.fromEntries(
      CONSENT_GROUPS.map((group) => [
        GROUP_NAMES[group],
        group === NECESSARY_GROUP
          ? { enabled: true, readOnly: true }
          : {
              autoClear: {
                cookies: cookiesToClear(group).map((name) => ({ name })),
                // A tag's script cannot be unloaded: revoking its group starts the page afresh.
                reloadPage: groupHasTags(group),
              },
            },
      ]),
    ),
    onFirstConsent: choose,
    onChange: choose,
    onModalReady: ({ modalName, modal }) => {
      // SPEC §4: the banner's close button only hides it; it chooses nothing.
      if (modalName !== "consentModal") return;
      const close = document.createElement("button");
      close.type = "button";
      close.className = "ot-close";
      close.setAttribute("aria-label", texts.banner.close);
      close.textContent = "×";
      close.addEventListener("click", () => CookieConsent.hide());
      modal.querySelector(".cm__body")?.prepend(close);
      // On a small phone the text scrolls inside the banner: keyboard users can focus it to scroll.
      modal.querySelector("#cm__desc")?.setAttribute("tabindex", "0");
    },
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            title: texts.banner.title,
            description: texts.banner.description,
            acceptAllBtn: texts.banner.acceptAll,
            acceptNecessaryBtn: texts.banner.rejectAll,
            showPreferencesBtn: texts.banner.manage,
            footer: `<a href="${texts.policyHref}">${texts.banner.policy}</a>`,
          },
          preferencesModal: {
            title: texts.preferences.title,
            acceptAllBtn: texts.preferences.acceptAll,
            acceptNecessaryBtn: texts.preferences.rejectAll,
            savePreferencesBtn: texts.preferences.save,
            closeIconLabel: texts.preferences.close,
            sections: [
              { description: texts.preferences.intro },
              ...CONSENT_GROUPS.map((group) => ({
                title:
                  group === NECESSARY_GROUP
                    ? `${texts.groups[group].title} <span class="pm__badge">${texts.preferences.alwaysOn}</span>`
                    : texts.groups[group].title,
                description: texts.groups[group].description,
                linkedCategory: GROUP_NAMES[group],
              })),
              {
                title: texts.preferences.moreTitle,
                description: `${texts.preferences.moreText} <a href="${texts.policyHref}">${texts.banner.policy}</a>`,
              },
            ],
          },
        },
      },
    },
  });
}

/** Shows the banner (a first visit) or the preferences (asked for), starting the library once. */
export async function showConsent(what: "banner" | "preferences", texts: ConsentTexts, locale: string) {
  started ??= start(texts, locale, what === "banner");
  await started;
  if (what === "preferences") CookieConsent.showPreferences();
}
