import { describe, expect, it } from "vitest";
import { countryFromHeaders } from "./country";

const headers = (init: Record<string, string>) => new Headers(init);

describe("visitor country from the trusted edge header", () => {
  it("reads only the declared header", () => {
    const h = headers({ "cf-ipcountry": "in", "x-country": "US" });
    expect(countryFromHeaders(h, "cf-ipcountry")).toBe("IN");
    expect(countryFromHeaders(h, "x-vercel-ip-country")).toBeNull();
  });

  it("trusts no header when none is declared", () => {
    expect(countryFromHeaders(headers({ "cf-ipcountry": "IN" }), "")).toBeNull();
  });

  it("ignores malformed values and the edges' not-a-country codes", () => {
    for (const value of ["IND", "I", "1N", "XX", "T1", "EU", "IN, US", "<b>"]) {
      expect(countryFromHeaders(headers({ "cf-ipcountry": value }), "cf-ipcountry")).toBeNull();
    }
  });
});
