import { describe, expect, it } from "vitest";
import { chatAgentName, chatUserId, chatUtmParts } from "./plugin-args";

describe("chatUserId", () => {
  it("is the last 8 digits of the timestamp and 6 random hex characters, uppercased", () => {
    const values = [0.99, 0.7, 0.0, 0.5, 0.65, 0.8];
    expect(chatUserId(1_764_093_123_456, () => values.shift()!)).toBe("93123456FB08AC");
  });

  it("always matches the format", () => {
    for (let i = 0; i < 100; i++) expect(chatUserId()).toMatch(/^\d{8}[0-9A-F]{6}$/);
  });
});

describe("chatAgentName", () => {
  it("keeps names up to 24 characters and cuts longer ones", () => {
    expect(chatAgentName("Loan eligibility agent")).toBe("Loan eligibility agent");
    expect(chatAgentName("Appointment reminder and rescheduling agent")).toBe("Appointment reminder and");
    expect(chatAgentName("Агент по записи на приём к врачу")).toHaveLength(24);
  });
});

describe("chatUtmParts", () => {
  it("is empty without a campaign", () => {
    expect(chatUtmParts(null)).toEqual([]);
    expect(chatUtmParts({ utm_source: "" })).toEqual([]);
  });

  it("writes underscores as asterisks in keys and values", () => {
    expect(chatUtmParts({ utm_source: "google_ads", utm_medium: "cpc" })).toEqual([
      { key: "utm*source", value: "google*ads" },
      { key: "utm*medium", value: "cpc" },
    ]);
  });

  it("cuts values into 24-character chunks and keys to 15 characters", () => {
    const campaign = "diwali_2026_whatsapp_marketing_india"; // 36 characters
    expect(chatUtmParts({ utm_campaign: campaign })).toEqual([
      { key: "utm*campaign", value: "diwali*2026*whatsapp*mar" },
      { key: "utm*campaign2", value: "keting*india" },
    ]);
    const parts = chatUtmParts({ utm_content: "x".repeat(24 * 12) });
    expect(parts.map((p) => p.key).slice(8 - 1)).toEqual(["utm*content8"]);
    expect(parts.every((p) => p.key.length <= 15 && p.value.length <= 24)).toBe(true);
  });

  it("keeps at most eight parts, in the order of the UTM set", () => {
    const parts = chatUtmParts({
      utm_source: "s".repeat(50),
      utm_medium: "m".repeat(50),
      utm_campaign: "c".repeat(50),
      utm_term: "t",
    });
    expect(parts).toHaveLength(8);
    expect(parts.map((p) => p.key)).toEqual([
      "utm*source",
      "utm*source2",
      "utm*source3",
      "utm*medium",
      "utm*medium2",
      "utm*medium3",
      "utm*campaign",
      "utm*campaign2",
    ]);
  });
});
