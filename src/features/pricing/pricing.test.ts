import { describe, expect, it } from "vitest";
import { marketIds, marketOfRegion } from "@/data/whatsapp-markets";
import { whatsappRates } from "@/data/whatsapp-rates";
import { regionCodes } from "@/features/countries/region-codes";
import { emptyVolumes, estimateMonthlyCost, FREE_SERVICE_MESSAGES } from "./estimate";
import { formatRate } from "./format";
import { marketOf, marketRates } from "./rates";
import { providerFees, pulses, skuTypes } from "./skus";

describe("rate display (SPEC §5)", () => {
  it("shows Free and NA as they are and every other rate with four decimals", () => {
    expect(formatRate("Free")).toBe("Free");
    expect(formatRate("NA")).toBe("NA");
    expect(formatRate(0.001)).toBe("0.0010");
    expect(formatRate(0.0118)).toBe("0.0118");
    expect(formatRate(0.12345)).toBe("0.1235");
    expect(formatRate(0.00004)).toBe("0.0000");
    expect(formatRate(0)).toBe("0.0000");
  });

  it("writes the decimals the way the page's language does", () => {
    expect(formatRate(0.0118, "it")).toBe("0,0118");
    expect(formatRate(0.0118, "en-AE")).toBe("0.0118");
    expect(formatRate("NA", "ru")).toBe("NA");
  });
});

describe("outbound voice pulses (6 s, a started pulse counts whole)", () => {
  it("bills 56 s and 60 s as 10 pulses and 61 s as 11", () => {
    expect(pulses(56)).toBe(10);
    expect(pulses(60)).toBe(10);
    expect(pulses(61)).toBe(11);
    expect(pulses(1)).toBe(1);
    expect(pulses(0)).toBe(0);
  });
});

describe("country → market", () => {
  it("maps every region the countries service lists to one Meta market", () => {
    const unmapped = regionCodes()
      .map((r) => r.countryCode)
      .filter((code) => !marketOf(code));
    expect(unmapped).toEqual([]);
  });

  it("uses Meta's own markets and groups", () => {
    expect(marketOf("in")).toBe("IN");
    expect(marketOf("US")).toBe("NORTH_AMERICA");
    expect(marketOf("CA")).toBe("NORTH_AMERICA");
    expect(marketOf("NA")).toBe("REST_AF"); // Namibia, not North America
    expect(marketOf("AT")).toBe("REST_WE");
    expect(marketOf("ZW")).toBe("REST_AF"); // since 1 October 2025
    expect(marketOf("UA")).toBe("UA"); // its own market since 1 October 2026
    expect(marketOf("KR")).toBe("OTHER"); // not listed by Meta
    expect(marketOf("XX")).toBeUndefined();
  });

  it("has a rate-card row for every market the map uses, and only those", () => {
    expect(new Set(Object.values(marketOfRegion))).toEqual(new Set(marketIds));
    expect(Object.keys(whatsappRates).sort()).toEqual([...marketIds].sort());
  });
});

describe("rate card", () => {
  it("gives every published rate a positive USD amount, an effective date and a source", () => {
    for (const card of Object.values(whatsappRates))
      for (const cell of Object.values(card)) {
        expect(cell.rate).toBeGreaterThan(0);
        expect(cell.rate).toBeLessThan(1);
        expect(cell.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(cell.source.url).toMatch(/^https:\/\//);
      }
  });

  it("answers every SKU for a known market, with NA where no rate is published", () => {
    const india = marketRates("IN");
    expect(india.map((r) => r.skuType)).toEqual([...skuTypes]);
    expect(india.find((r) => r.skuType === "WA_MKTC_T")?.rate).toBe(whatsappRates.IN.marketing?.rate);
    // Marketing Messages API is priced at the Cloud API marketing rate (Meta).
    expect(india.find((r) => r.skuType === "WA_MKTC_MM_LITE_T")?.rate).toBe(whatsappRates.IN.marketing?.rate);
    expect(india.find((r) => r.skuType === "VOICE_OUT_META_FEE")?.rate).toBe("NA");
    // Authentication-international exists only where Meta prints it.
    expect(marketRates("GB").find((r) => r.skuType === "WA_INT_AUC_T")?.rate).toBe("NA");
  });

  it("prices every template category in India, the example of the statement mock-up", () => {
    expect(Object.keys(whatsappRates.IN)).toEqual(
      expect.arrayContaining(["marketing", "utility", "authentication"]),
    );
  });

  it("keeps Orbitalk's fees as SPEC §9 fixes them: 0.001, 0.001, Free, 0.0001, Free, Free", () => {
    expect(skuTypes.map((sku) => providerFees[sku])).toEqual([0.001, 0.001, "Free", 0.0001, "Free", "Free"]);
  });
});

describe("monthly cost estimate", () => {
  const rate = (category: "marketing" | "utility") => whatsappRates.IN[category]!.rate;

  it("splits Meta's fees from Orbitalk's, per category", () => {
    const estimate = estimateMonthlyCost(marketRates("IN"), {
      ...emptyVolumes,
      marketing: 10_000,
      utility: 5_000,
    });
    expect(estimate.metaTotal).toBeCloseTo(10_000 * rate("marketing") + 5_000 * rate("utility"), 6);
    expect(estimate.providerTotal).toBeCloseTo(15_000 * 0.001, 6);
    expect(estimate.total).toBeCloseTo(estimate.metaTotal + estimate.providerTotal, 6);
    expect(estimate.unpriced).toEqual([]);
  });

  it("charges service replies at the utility rate after the first 1,000, with no Orbitalk fee", () => {
    const within = estimateMonthlyCost(marketRates("IN"), {
      ...emptyVolumes,
      service: FREE_SERVICE_MESSAGES,
    });
    expect(within.total).toBe(0);
    const beyond = estimateMonthlyCost(marketRates("IN"), {
      ...emptyVolumes,
      service: FREE_SERVICE_MESSAGES + 500,
    });
    expect(beyond.metaTotal).toBeCloseTo(500 * rate("utility"), 6);
    expect(beyond.providerTotal).toBe(0);
  });

  it("prices voice in pulses and reports volumes it cannot price instead of counting them as free", () => {
    const estimate = estimateMonthlyCost(marketRates("IN"), { ...emptyVolumes, voiceMinutes: 3 });
    expect(estimate.lines.find((l) => l.key === "voiceMinutes")).toMatchObject({ units: 30, meta: "NA" });
    expect(estimate.unpriced).toEqual(["voiceMinutes"]);
    expect(
      estimateMonthlyCost(marketRates("GB"), { ...emptyVolumes, authenticationInternational: 10 }).unpriced,
    ).toEqual(["authenticationInternational"]);
  });

  it("ignores negative and fractional volumes", () => {
    expect(estimateMonthlyCost(marketRates("IN"), { ...emptyVolumes, marketing: -5 }).total).toBe(0);
    expect(estimateMonthlyCost(marketRates("IN"), { ...emptyVolumes, marketing: 1.9 }).lines[0]?.units).toBe(
      1,
    );
  });
});
