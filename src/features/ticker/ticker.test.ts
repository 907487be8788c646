// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { tickerItems } from "@/data/ticker";
import {
  isTickerItemVisible,
  nextTickerIndex,
  parseTickerItems,
  tickerContent,
  visibleTickerItems,
  type TickerItem,
} from "./ticker";

const base: TickerItem = {
  isActive: true,
  location: [],
  langSelector: ["en", "it", "en-AE"],
  content: [
    { lang: "en", para: "English text", ctaText: "More", ctaLink: "/pricing" },
    { lang: "it", para: "Testo italiano" },
  ],
};
const now = Date.parse("2026-11-21T12:00:00Z");
const ctx = { now, country: "DE", locale: "en" } as const;
const item = (patch: Partial<TickerItem>): TickerItem => ({ ...base, ...patch });

describe("ticker visibility (SPEC §4)", () => {
  it("shows an active item with no schedule and no country restriction", () => {
    expect(isTickerItemVisible(base, ctx)).toBe(true);
    expect(isTickerItemVisible(base, { ...ctx, country: null })).toBe(true);
  });

  it("hides inactive items", () => {
    expect(isTickerItemVisible(item({ isActive: false }), ctx)).toBe(false);
  });

  it("shows an item from the first instant of its schedule until, not including, its end", () => {
    // 14:00+01:00 is 13:00Z: offsets count.
    const schedule = { from: "2026-11-21T12:00:00Z", to: "2026-11-21T14:00:00+01:00" };
    const at = (t: number) => isTickerItemVisible(item({ schedule }), { ...ctx, now: t });
    expect(at(now - 1)).toBe(false);
    expect(at(now)).toBe(true);
    expect(at(now + 3_599_999)).toBe(true);
    expect(at(now + 3_600_000)).toBe(false);
  });

  it("matches the visitor's country when the item is restricted; an unknown country does not match", () => {
    const restricted = item({ location: ["IN", "AE"] });
    expect(isTickerItemVisible(restricted, { ...ctx, country: "IN" })).toBe(true);
    expect(isTickerItemVisible(restricted, { ...ctx, country: "DE" })).toBe(false);
    expect(isTickerItemVisible(restricted, { ...ctx, country: null })).toBe(false);
  });

  it("matches the locale, taking content in the locale's CMS language", () => {
    expect(isTickerItemVisible(base, { ...ctx, locale: "it" })).toBe(true);
    expect(isTickerItemVisible(base, { ...ctx, locale: "ru" })).toBe(false);
    // en-AE is not a CMS language: its items read in English.
    expect(tickerContent(base, "en-AE")?.para).toBe("English text");
    // Listed for a locale but without text in its language: nothing to show.
    expect(isTickerItemVisible(item({ langSelector: ["es"] }), { ...ctx, locale: "es" })).toBe(false);
  });

  it("keeps the items' order when filtering", () => {
    const a = item({ content: [{ lang: "en", para: "a" }] });
    const b = item({ isActive: false });
    const c = item({ content: [{ lang: "en", para: "c" }] });
    expect(visibleTickerItems([a, b, c], ctx)).toEqual([a, c]);
  });
});

describe("ticker rotation", () => {
  it("steps through the visible items in order and wraps around", () => {
    const order = [0];
    for (let i = 0; i < 5; i++) order.push(nextTickerIndex(order.at(-1)!, 3));
    expect(order).toEqual([0, 1, 2, 0, 1, 2]);
    expect(nextTickerIndex(0, 0)).toBe(0);
  });
});

describe("parsing an untrusted ticker answer", () => {
  it("keeps well-formed items and drops the rest", () => {
    const bad = [
      item({ content: [{ lang: "en", para: "x", ctaLink: "javascript:alert(1)" }] }),
      item({ content: [{ lang: "en", para: "x", ctaLink: "//evil.example/" }] }),
      item({ location: ["in"] }),
      { ...base, schedule: { from: "tomorrow", to: "later" } },
      { ...base, content: [] },
      { ...base, isActive: "yes" },
      item({ content: [{ lang: "en", para: "   " }] }),
      item({ content: [{ lang: "fr" as never, para: "x" }] }),
      item({ form: { formId: "f1", successMsg: { fr: "Merci" } as never } }),
      "text",
      null,
    ];
    expect(parseTickerItems([base, ...bad])).toEqual([base]);
    expect(parseTickerItems({ items: [base] })).toEqual([]);
  });

  it("accepts the site's own ticker data in full", () => {
    expect(parseTickerItems(tickerItems)).toHaveLength(tickerItems.length);
  });
});
