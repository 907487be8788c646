import { describe, expect, it } from "vitest";
import { isExternalHref, isPlainHref } from "./links";

describe("external links", () => {
  it("treats http(s) links off the own domain as external", () => {
    expect(isExternalHref("https://www.linkedin.com/company/orbitalk")).toBe(true);
    expect(isExternalHref("http://example.com")).toBe(true);
    expect(isExternalHref("//cdn.example.com/x")).toBe(true);
  });

  it("keeps the own domain and its subdomains in the same tab", () => {
    expect(isExternalHref("https://www.orbitalk.com/company")).toBe(false);
    expect(isExternalHref("https://app.orbitalk.com/login")).toBe(false);
    expect(isExternalHref("https://orbitalk.com.evil.example/")).toBe(true);
  });

  it("never treats paths, mail or phone links as external", () => {
    for (const href of ["/company", "#faq", "mailto:sales@orbitalk.com", "tel:+9180"])
      expect(isExternalHref(href)).toBe(false);
    expect(isPlainHref("mailto:x@y.z")).toBe(true);
    expect(isPlainHref("/company")).toBe(false);
  });
});
