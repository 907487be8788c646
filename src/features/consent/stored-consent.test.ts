import { describe, expect, it } from "vitest";
import { CONSENT_REVISION, storedConsent } from "./stored-consent";

const NOW = Date.UTC(2026, 10, 26);
const cookie = (value: unknown) =>
  `gs_lang_pref=en; cc_cookie=${encodeURIComponent(JSON.stringify(value))}; x=1`;
const choice = (categories: string[], extra: object = {}) =>
  cookie({ categories, revision: CONSENT_REVISION, expirationTime: NOW + 1000, ...extra });

describe("stored consent", () => {
  it("reads the groups the visitor accepted", () => {
    expect(storedConsent(choice(["necessary"]), NOW)).toEqual(["C0001"]);
    expect(storedConsent(choice(["necessary", "performance", "targeting"]), NOW)).toEqual([
      "C0001",
      "C0002",
      "C0004",
    ]);
    expect(storedConsent(choice(["necessary", "performance", "functional", "targeting"]), NOW)).toEqual([
      "C0001",
      "C0002",
      "C0003",
      "C0004",
    ]);
  });

  it("has no choice without the cookie, for another revision, after expiry or for junk", () => {
    expect(storedConsent("gs_lang_pref=en", NOW)).toBeNull();
    expect(storedConsent("", NOW)).toBeNull();
    expect(storedConsent(choice(["necessary"], { revision: CONSENT_REVISION + 1 }), NOW)).toBeNull();
    expect(storedConsent(choice(["necessary"], { expirationTime: NOW - 1 }), NOW)).toBeNull();
    expect(storedConsent("cc_cookie=%7Bnot json", NOW)).toBeNull();
    expect(storedConsent("cc_cookie=%E0%A4%A", NOW)).toBeNull();
    expect(storedConsent(cookie(null), NOW)).toBeNull();
    expect(storedConsent(cookie({ categories: "necessary", revision: CONSENT_REVISION }), NOW)).toBeNull();
  });

  it("ignores unknown categories and needs the necessary one", () => {
    expect(storedConsent(choice(["necessary", "ads-everywhere"]), NOW)).toEqual(["C0001"]);
    expect(storedConsent(choice(["performance"]), NOW)).toBeNull();
  });
});
