import * as z from "zod/mini";
import { locales, type Locale } from "@/i18n/routing";
import { cmsLanguage } from "@/i18n/languages";

/** SPEC §9: the top bar shows the next visible item every 5 seconds. */
export const TICKER_ROTATION_MS = 5000;

/** A call-to-action target: a path on this site or an absolute http(s) URL, never a script URL. */
const ctaLink = z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/)[^\s<>"']*$/), z.maxLength(500));
const shortText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));
const locale = z.enum(locales);

const TickerContent = z.object({
  lang: locale,
  para: shortText(200),
  ctaText: z.optional(shortText(40)),
  ctaLink: z.optional(ctaLink),
});

/** SPEC §3 'Ticker item'. Timestamps are ISO 8601 with an offset. */
export const TickerItemSchema = z.object({
  isActive: z.boolean(),
  schedule: z.optional(
    z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) }),
  ),
  location: z.array(countryCode),
  langSelector: z.array(locale),
  content: z.array(TickerContent).check(z.minLength(1)),
  form: z.optional(
    z.object({
      formId: shortText(80),
      successMsg: z.partialRecord(locale, shortText(200)),
    }),
  ),
});

export type TickerItem = z.infer<typeof TickerItemSchema>;
export type TickerContent = z.infer<typeof TickerContent>;

/** Keeps the well-formed items of an untrusted answer; anything else in it is dropped. */
export function parseTickerItems(data: unknown): TickerItem[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = TickerItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface TickerContext {
  now: number;
  /** The visitor's country (ISO 3166-1 alpha-2), or null when unknown. */
  country: string | null;
  locale: Locale;
}

function inSchedule(schedule: TickerItem["schedule"], now: number): boolean {
  if (!schedule) return true;
  return Date.parse(schedule.from) <= now && now < Date.parse(schedule.to);
}

/** The item's text in the locale's CMS language, if it has one. */
export function tickerContent(item: TickerItem, locale: Locale): TickerContent | undefined {
  const language = cmsLanguage(locale);
  return item.content.find((c) => c.lang === language);
}

/**
 * SPEC §4 'Ticker': an item shows only if active, inside its schedule (or none), for the visitor's
 * country (or no restriction; an unknown country matches only unrestricted items) and for the locale.
 */
export function isTickerItemVisible(item: TickerItem, { now, country, locale }: TickerContext): boolean {
  return (
    item.isActive &&
    inSchedule(item.schedule, now) &&
    (item.location.length === 0 || (country !== null && item.location.includes(country))) &&
    item.langSelector.includes(locale) &&
    tickerContent(item, locale) !== undefined
  );
}

export function visibleTickerItems(items: readonly TickerItem[], context: TickerContext): TickerItem[] {
  return items.filter((item) => isTickerItemVisible(item, context));
}

/** The index shown after `index` when `count` items rotate. */
export function nextTickerIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}
