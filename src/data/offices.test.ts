import { describe, expect, it } from "vitest";
import { project } from "../../scripts/design/make-world-map.mjs";
import { offices } from "./offices";

/** Longitude and latitude of each country's first office city. */
const firstCity: Record<string, { city: string; lon: number; lat: number }> = {
  IN: { city: "Bengaluru", lon: 77.5946, lat: 12.9716 },
  AE: { city: "Dubai", lon: 55.2708, lat: 25.2048 },
  BR: { city: "São Paulo", lon: -46.6333, lat: -23.5505 },
  IT: { city: "Milan", lon: 9.19, lat: 45.4642 },
  ES: { city: "Madrid", lon: -3.7038, lat: 40.4168 },
  TR: { city: "Istanbul", lon: 28.9784, lat: 41.0082 },
  GB: { city: "London", lon: -0.1276, lat: 51.5072 },
};

describe("offices", () => {
  it("lists each country once, by ISO 3166-1 alpha-2 code, with at least one office", () => {
    const codes = offices.map((o) => o.country);
    expect(new Set(codes).size).toBe(codes.length);
    for (const o of offices) {
      expect(o.country).toMatch(/^[A-Z]{2}$/);
      expect(o.offices.length).toBeGreaterThan(0);
    }
  });

  it.each(offices.map((o) => [o.country, o] as const))("places the %s pin at its first city", (code, o) => {
    const ref = firstCity[code];
    expect(ref, `coordinates for ${code}`).toBeDefined();
    if (!ref) return;
    expect(o.offices[0]?.city).toBe(ref.city);
    const pin = project(ref.lon, ref.lat);
    expect(Math.abs(o.left - pin.left)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(o.top - pin.top)).toBeLessThanOrEqual(0.5);
  });

  it("keeps every pin inside the map box", () => {
    for (const o of offices) {
      for (const v of [o.top, o.left]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
      }
    }
  });
});
