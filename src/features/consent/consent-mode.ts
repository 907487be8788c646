import { loadTags } from "./tags";
import {
  ALL_ACCEPTED_KEY,
  CONSENT_DEFAULT,
  NECESSARY_GROUP,
  allAccepted,
  consentState,
  type ConsentGroup,
} from "./groups";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Google Consent Mode v2's default, as an inline script the layout puts in `<head>`, before any
 * tag can load: the `gtag` queue and the seven consent types, all denied but `security_storage`.
 */
export const CONSENT_MODE_DEFAULT_SCRIPT =
  "window.dataLayer=window.dataLayer||[];" +
  "function gtag(){dataLayer.push(arguments)}" +
  `gtag("consent","default",${JSON.stringify(CONSENT_DEFAULT)});`;

/** `gtag(...)`: Google's tags read `arguments` objects from the data layer, not arrays. */
function gtag(..._args: unknown[]) {
  const w = window as DataLayerWindow;
  // eslint-disable-next-line prefer-rest-params -- the tag manager needs the Arguments object itself
  (w.dataLayer ??= []).push(arguments);
}

/**
 * What the visitor's groups allow on this page (on load with a stored choice, and on every change):
 * tells the tags through Consent Mode, sets SPEC §3's `allAccepted` (sessionStorage) and loads the
 * tags of the granted groups.
 */
export function applyConsent(groups: readonly ConsentGroup[]) {
  gtag("consent", "update", consentState(groups));
  sessionStorage.setItem(ALL_ACCEPTED_KEY, String(allAccepted(groups)));
  loadTags([NECESSARY_GROUP, ...groups]);
}
