import type { Messages } from "@/i18n/messages";

/** The banner's and the preferences' texts in the page's language, and where the cookie policy is. */
export type ConsentTexts = Messages["consent"] & { policyHref: string };
