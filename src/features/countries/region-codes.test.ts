import { describe, expect, it } from "vitest";
import { regionCodes } from "./region-codes";

describe("countries service payload", () => {
  const list = regionCodes();

  it("covers about 240 regions, each once", () => {
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(new Set(list.map((r) => r.countryCode)).size).toBe(list.length);
  });

  it("has the dial codes the spec names", () => {
    const dial = (code: string) => list.find((r) => r.countryCode === code)?.dialCode;
    expect(dial("US")).toBe(1);
    expect(dial("CA")).toBe(1);
    expect(dial("GB")).toBe(44);
    expect(dial("IN")).toBe(91);
  });

  it("names every region and sorts by name", () => {
    for (const r of list) {
      expect(r.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(r.displayName).not.toBe(r.countryCode);
    }
    const names = list.map((r) => r.displayName);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
  });

  it("names regions in the requested language", () => {
    expect(regionCodes("it").find((r) => r.countryCode === "DE")?.displayName).toBe("Germania");
  });
});
