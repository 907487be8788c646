import type { getFormatter } from "next-intl/server";
import { company } from "@/data/company";

type Formatter = Awaited<ReturnType<typeof getFormatter>>;
export type MetricId = "messages" | "businesses" | "countries" | "uptime" | "founded";

/** The headline company metrics as displayed in the request's locale, so every page shows them alike. */
export function metricValues(format: Formatter): Record<MetricId, string> {
  const m = company.metrics;
  return {
    messages: format.number(m.messagesDelivered2025, { notation: "compact", maximumFractionDigits: 1 }),
    businesses: `${format.number(m.businesses)}+`,
    countries: `${format.number(m.countriesReached)}+`,
    uptime: format.number(m.uptimePercent / 100, { style: "percent", maximumFractionDigits: 2 }),
    founded: String(company.foundingYear),
  };
}
