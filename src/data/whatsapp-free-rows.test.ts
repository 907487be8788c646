// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { freeWhatsAppPricingRows } from "./whatsapp-free-rows";

type Rows = Record<string, { label: string; price: string }>;
const rows = (ns: string) =>
  (JSON.parse(readFileSync(`messages/en/${ns}.json`, "utf8")) as { pricing: { rows: Rows } }).pricing.rows;

describe("WhatsApp pricing teaser rows", () => {
  it("since 1 October 2026 only the 72-hour free entry point window is free", () => {
    expect([...freeWhatsAppPricingRows]).toEqual(["entry"]);
    for (const charged of ["service", "utilityInWindow"])
      expect(freeWhatsAppPricingRows.has(charged)).toBe(false);
  });

  it.each(["home", "whatsappApi"])("en %s: a row reads “Free” exactly when it is shown as free", (ns) => {
    const copy = rows(ns);
    for (const [id, row] of Object.entries(copy))
      expect(row.price === "Free", `${ns} pricing.rows.${id}`).toBe(freeWhatsAppPricingRows.has(id));
    expect(copy.service?.price).toMatch(/^1,000 a month free per number, then Meta.s utility rate/);
    expect(copy.utilityInWindow?.price).toMatch(/utility rate/);
  });
});
