import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { footerLinkLocale, footerVariesByPage } from "./footer-locale";

describe("footer link locale (SPEC §2)", () => {
  it("uses en for footer links on the en-AE home page only", () => {
    expect(footerLinkLocale("en-AE", true, "/company")).toBe("en");
    expect(footerLinkLocale("en-AE", false, "/careers")).toBe("en-AE");
    expect(footerLinkLocale("it", true, "/company")).toBe("it");
  });

  it("always sends the DLT link to English", () => {
    for (const locale of ["it", "ru", "en-AE", "tr"] as const) {
      expect(footerLinkLocale(locale, false, "/dlt")).toBe("en");
    }
  });

  it("varies by page exactly where the home page's links differ", () => {
    for (const locale of locales) {
      const differs =
        footerLinkLocale(locale, true, "/company") !== footerLinkLocale(locale, false, "/company");
      expect(footerVariesByPage(locale)).toBe(differs);
    }
  });
});
