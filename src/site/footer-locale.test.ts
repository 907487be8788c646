import { describe, expect, it } from "vitest";
import { footerLinkLocale } from "./footer-locale";

describe("footer link locale (SPEC §2)", () => {
  it("uses en for footer links on the en-AE home page only", () => {
    expect(footerLinkLocale("en-AE", "/", "/company")).toBe("en");
    expect(footerLinkLocale("en-AE", "/company", "/careers")).toBe("en-AE");
    expect(footerLinkLocale("it", "/", "/company")).toBe("it");
  });

  it("always sends the DLT link to English", () => {
    for (const locale of ["it", "ru", "en-AE", "tr"] as const) {
      expect(footerLinkLocale(locale, "/company", "/dlt")).toBe("en");
    }
  });
});
