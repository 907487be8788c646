import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mergeMessages } from "./merge-messages";
import { loadMessages, namespaces } from "./messages";
import { locales } from "./routing";
import { tickerItems } from "@/data/ticker";

type Tree = { [key: string]: unknown };
const read = (locale: string, ns: string) =>
  JSON.parse(readFileSync(`messages/${locale}/${ns}.json`, "utf8")) as Tree;

/** Key paths with the shape of each value: arrays keep their length and their items' keys. */
function shape(value: unknown, path = ""): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  return [path];
}

describe("messages", () => {
  it.each(locales.filter((l) => l !== "en" && l !== "en-AE"))("%s has exactly the keys of en", (locale) => {
    for (const ns of namespaces)
      expect(shape(read(locale, ns)), `${locale}/${ns}`).toEqual(shape(read("en", ns)));
  });

  it("en-AE overrides only keys that exist in en, with the same shape", () => {
    for (const ns of namespaces) {
      const en = new Set(shape(read("en", ns)));
      for (const key of shape(read("en-AE", ns))) expect(en.has(key), `en-AE/${ns}: ${key}`).toBe(true);
    }
  });

  it("keeps ICU placeholders and tags identical in every locale", () => {
    const tokens = (s: string) => (s.match(/\{[a-z]+\}|<\/?[a-z]+>/g) ?? []).sort().join(" ");
    for (const locale of locales) {
      const merged = mergeMessages(read("en", "common") as never, read(locale, "common") as never) as Tree;
      expect(tokens((merged.footer as Tree).copyright as string), locale).toBe("</year> <year>");
    }
  });

  it("en-AE falls back to en per key", async () => {
    const [en, ae] = await Promise.all([loadMessages("en"), loadMessages("en-AE")]);
    expect(ae.home.hero).toEqual(en.home.hero);
    expect(ae.home.chat.customerName).not.toBe(en.home.chat.customerName);
    expect(ae.home.faq.items).toHaveLength(6);
    expect(ae.home.faq.items.at(-1)?.question).toMatch(/Arabic/);
    expect(ae.home.platform.items.whatsapp).toEqual(en.home.platform.items.whatsapp);
    expect(ae.common).toEqual(en.common);
  });

  it("merges nested keys without dropping siblings", () => {
    expect(mergeMessages({ a: { b: "1", c: "2" }, d: "3" }, { a: { c: "x" } })).toEqual({
      a: { b: "1", c: "x" },
      d: "3",
    });
  });

  it("ru never ends a line on a one-letter preposition or conjunction: a no-break space follows it", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : Array.isArray(value) || (value && typeof value === "object")
          ? Object.values(value).flatMap(strings)
          : [];
    const ru = [
      ...namespaces.flatMap((ns) => strings(read("ru", ns))),
      ...tickerItems.flatMap((item) => strings(item.content.filter((c) => c.lang === "ru"))),
    ];
    const loose = ru.flatMap((text) => text.match(/(?<![\p{L}\p{N}])[вскоуиаВСКОУИА] \S+/gu) ?? []);
    expect(loose).toEqual([]);
  });

  it("tr never splits a code or an order number across lines: no-break space and hyphen inside them", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : Array.isArray(value) || (value && typeof value === "object")
          ? Object.values(value).flatMap(strings)
          : [];
    const tr = namespaces.flatMap((ns) => strings(read("tr", ns)));
    // Flight numbers (TW 214) and order numbers (LV-48213) as the copy writes them.
    const breakable = tr.flatMap((text) => text.match(/\b[A-Z]{2}(?: |-)\d{3,}/g) ?? []);
    expect(breakable).toEqual([]);
  });
});
