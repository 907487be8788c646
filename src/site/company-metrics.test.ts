import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { metricValues } from "./company-metrics";

describe("metricValues", () => {
  it("formats the company metrics for the locale", () => {
    expect(metricValues(createFormatter({ locale: "en" }))).toEqual({
      messages: "2.4B",
      businesses: "3,200+",
      countries: "150+",
      uptime: "99.95%",
      founded: "2016",
    });
    const it = metricValues(createFormatter({ locale: "it" }));
    expect(it.uptime).toBe("99,95%");
    expect(it.businesses).toBe("3200+");
  });
});
