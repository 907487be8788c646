import { isLocale, type Locale } from "@/i18n/routing";
import { cmsLanguage } from "@/i18n/languages";

/** SPEC §9: the top bar shows the next visible item every 5 seconds. */
export const TICKER_ROTATION_MS = 5000;

export interface TickerContent {
  lang: Locale;
  para: string;
  ctaText?: string;
  /** A path on this site or an absolute http(s) URL, never a script URL. */
  ctaLink?: string;
}

/** SPEC §3 'Ticker item'. Timestamps are ISO 8601 with an offset. */
export interface TickerItem {
  isActive: boolean;
  schedule?: { from: string; to: string };
  location: string[];
  langSelector: Locale[];
  content: TickerContent[];
  form?: { formId: string; successMsg: Partial<Record<Locale, string>> };
}

// Hand-written checks rather than a schema library: this runs in every visitor's browser.
type Check = (v: unknown) => boolean;
const text =
  (max: number): Check =>
  (v) =>
    typeof v === "string" && v.trim().length > 0 && v.length <= max;
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const arrayOf =
  (check: Check, min = 0): Check =>
  (v) =>
    Array.isArray(v) && v.length >= min && v.every(check);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const fields =
  (shape: Record<string, Check>): Check =>
  (v) =>
    isObject(v) && Object.entries(shape).every(([key, check]) => check(v[key]));

const locale: Check = (v) => typeof v === "string" && isLocale(v);
const countryCode: Check = (v) => typeof v === "string" && /^[A-Z]{2}$/.test(v);
const ctaLink: Check = (v) =>
  typeof v === "string" && v.length <= 500 && /^(\/(?!\/)|https?:\/\/)[^\s<>"']*$/.test(v);
const timestamp: Check = (v) =>
  typeof v === "string" &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
  !Number.isNaN(Date.parse(v));

const isTickerItem = fields({
  isActive: (v) => typeof v === "boolean",
  schedule: optional(fields({ from: timestamp, to: timestamp })),
  location: arrayOf(countryCode),
  langSelector: arrayOf(locale),
  content: arrayOf(
    fields({ lang: locale, para: text(200), ctaText: optional(text(40)), ctaLink: optional(ctaLink) }),
    1,
  ),
  form: optional(
    fields({
      formId: text(80),
      successMsg: (v) => isObject(v) && Object.entries(v).every(([k, m]) => locale(k) && text(200)(m)),
    }),
  ),
}) as (v: unknown) => v is TickerItem;

/** Keeps the well-formed items of an untrusted answer; anything else in it is dropped. */
export function parseTickerItems(data: unknown): TickerItem[] {
  return Array.isArray(data) ? data.filter(isTickerItem) : [];
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
