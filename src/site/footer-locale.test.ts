import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { footerLinkLocale, footerVariesByPage } from "./footer-locale";

describe("footer link locale (SPEC §2)", () => {
  it("uses en for footer links on the en-AE home page only", () => {
    expect(footerLinkLocale("en-AE", true)).toBe("en");
    expect(footerLinkLocale("en-AE", false)).toBe("en-AE");
    expect(footerLinkLocale("it", true)).toBe("it");
  });

  it("varies by page exactly where the home page's links differ", () => {
    for (const locale of locales) {
      const differs = footerLinkLocale(locale, true) !== footerLinkLocale(locale, false);
      expect(footerVariesByPage(locale)).toBe(differs);
    }
  });
});
