import { describe, expect, it } from "vitest";
import { officeMapCountries, regionNamer } from "./regions";

describe("regions", () => {
  it("names regions in the locale", () => {
    expect(regionNamer("it")("IN")).toBe("India");
    expect(regionNamer("en")("AE")).toBe("United Arab Emirates");
  });

  it("gives the office map every office country, named in the locale", () => {
    const countries = officeMapCountries("es");
    expect(countries.find((c) => c.code === "GB")?.name).toBe("Reino Unido");
    expect(countries.every((c) => c.offices.length > 0)).toBe(true);
  });
});
