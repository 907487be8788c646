import en from "../../../../messages/en/errors.json";
import enAE from "../../../../messages/en-AE/errors.json";
import es from "../../../../messages/es/errors.json";
import it from "../../../../messages/it/errors.json";
import pt from "../../../../messages/pt/errors.json";
import ru from "../../../../messages/ru/errors.json";
import tr from "../../../../messages/tr/errors.json";
import { fallbackLocale, mergeMessages, type Tree } from "@/i18n/merge-messages";
import type { Locale } from "@/i18n/routing";

export type ErrorMessages = typeof en;

const own: Record<Locale, Tree> = { en, it, pt, ru, "en-AE": enAE, es, tr };

/**
 * The error page's strings for a locale. The error boundary renders in the browser, where the
 * server's message loading is not available; this module is loaded only when an error happens.
 */
export function errorMessages(locale: Locale): ErrorMessages {
  const base = fallbackLocale[locale];
  return (base ? mergeMessages(own[base], own[locale]) : own[locale]) as ErrorMessages;
}
