import { describe, expect, it } from "vitest";
import { splitLocale } from "./locale-path";

describe("splitLocale", () => {
  it("reads the locale prefix, including the default locale's internal /en", () => {
    expect(splitLocale("/it/company")).toEqual({ locale: "it", path: "/company" });
    expect(splitLocale("/en-AE")).toEqual({ locale: "en-AE", path: "/" });
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/company")).toEqual({ locale: "en", path: "/company" });
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/" });
  });

  it("is case-sensitive: /EN-ae is not a locale prefix", () => {
    expect(splitLocale("/EN-ae/x")).toEqual({ locale: "en", path: "/EN-ae/x" });
  });

  it("always returns one leading slash, so a path can never become protocol-relative", () => {
    expect(splitLocale("//evil.example")).toEqual({ locale: "en", path: "/evil.example" });
    expect(splitLocale("/it//evil.example").path).toBe("/evil.example");
    expect(splitLocale("/ru/\\\\evil.example").path).toBe("/evil.example");
  });
});
