import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { localesFor } from "./routes";

describe("localesFor", () => {
  it("offers a registry page's locales, a developer page's, and every locale for unknown paths", () => {
    expect(localesFor("/company")).toEqual(locales);
    expect(localesFor("/section-gallery")).toEqual(["en"]);
    expect(localesFor("/no-such-page")).toEqual(locales);
  });
});
