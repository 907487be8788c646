import { describe, expect, it } from "vitest";
import { CONSENT_DEFAULT, allAccepted, consentState } from "./groups";

describe("Consent Mode v2", () => {
  it("defaults to exactly the seven consent types, all denied but security_storage", () => {
    expect(CONSENT_DEFAULT).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
    });
  });

  it("grants each group's own types and nothing else", () => {
    expect(consentState(["C0002"])).toEqual({ ...CONSENT_DEFAULT, analytics_storage: "granted" });
    expect(consentState(["C0003"])).toEqual({
      ...CONSENT_DEFAULT,
      functionality_storage: "granted",
      personalization_storage: "granted",
    });
    expect(consentState(["C0004"])).toEqual({
      ...CONSENT_DEFAULT,
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    expect(Object.values(consentState(["C0001", "C0002", "C0003", "C0004"]))).not.toContain("denied");
  });
});

describe("allAccepted", () => {
  it("is true only when all four groups are active (C0001 always is)", () => {
    expect(allAccepted(["C0001", "C0002", "C0003", "C0004"])).toBe(true);
    expect(allAccepted(["C0002", "C0003", "C0004"])).toBe(true);
    expect(allAccepted(["C0001", "C0002", "C0003"])).toBe(false);
    expect(allAccepted(["C0001", "C0003", "C0004"])).toBe(false);
    expect(allAccepted([])).toBe(false);
  });
});
