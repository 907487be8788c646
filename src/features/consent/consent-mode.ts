import { CONSENT_DEFAULT, consentState, type ConsentGroup } from "./groups";

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

/** Tells the tags what the visitor's groups now grant (on load with a stored choice, and on every change). */
export function updateConsentMode(groups: readonly ConsentGroup[]) {
  gtag("consent", "update", consentState(groups));
}
