import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "../../messages/en/partners.json";
import { partnerTypes, partners } from "./partners";

describe("partners", () => {
  it("have unique ids and names", () => {
    expect(new Set(partners.map((p) => p.id)).size).toBe(partners.length);
    expect(new Set(partners.map((p) => p.name)).size).toBe(partners.length);
  });

  it("are fictional: no partner links to a website", () => {
    for (const p of partners) expect(p, p.id).not.toHaveProperty("website");
  });

  it("cover every partner type", () => {
    for (const type of partnerTypes)
      expect(
        partners.some((p) => p.type === type),
        type,
      ).toBe(true);
  });

  it("each have a one-line description and every type a label", () => {
    expect(Object.keys(en.directory.partners).sort()).toEqual(partners.map((p) => p.id).sort());
    expect(Object.keys(en.directory.types).sort()).toEqual([...partnerTypes].sort());
    expect(Object.keys(en.directory.filters).sort()).toEqual([...partnerTypes].sort());
  });

  it("have small SVG logos whose size and name match the data", () => {
    for (const p of partners) {
      const svg = readFileSync(`public${p.logo.src}`, "utf8");
      expect(Buffer.byteLength(svg), p.id).toBeLessThan(3 * 1024);
      expect(svg).toContain(`width="${p.logo.width}" height="${p.logo.height}"`);
      expect(svg).toContain(`viewBox="0 0 ${p.logo.width} 40"`);
      expect(svg).toContain(`aria-label="${p.name}"`);
      expect(svg).not.toMatch(/<text|<image|href=/);
    }
  });
});
