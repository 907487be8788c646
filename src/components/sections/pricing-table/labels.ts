import type { MarketId } from "@/data/whatsapp-markets";
import type { VolumeKey } from "@/features/pricing/estimate";
import type { SkuType } from "@/features/pricing/skus";

/** Every text of the price table and the estimator, in the page's language. */
export interface PricingLabels {
  country: string;
  /** "{country} is billed in Meta's {market} market." */
  market: string;
  /** For a region Meta's table does not name although it shares a calling code with one it does. */
  unconfirmed: string;
  caption: string;
  columns: { type: string; meta: string; provider: string };
  skus: Record<SkuType, { label: string; unit: string }>;
  /** Rows that are not SKUs: what Meta charges for service replies, and what stays free. */
  rows: {
    service: { label: string; unit: string; meta: string };
    inbound: { label: string; unit: string };
    entry: { label: string; unit: string };
  };
  free: string;
  na: string;
  naNote: string;
  loading: string;
  /** "Meta's rates in force since {date}." */
  effective: string;
  sourceLabel: string;
  markets: Record<
    "NORTH_AMERICA" | "REST_AF" | "REST_APAC" | "REST_CEE" | "REST_LATAM" | "REST_ME" | "REST_WE" | "OTHER",
    string
  >;
  estimator: {
    title: string;
    lead: string;
    volumes: Record<VolumeKey, { label: string; hint?: string }>;
    metaTotal: string;
    providerTotal: string;
    total: string;
    perMonth: string;
    /** "Not included, no published rate: {items}." */
    unpriced: string;
  };
}

export type GroupMarket = keyof PricingLabels["markets"];

export function isGroupMarket(market: MarketId): market is GroupMarket {
  return market === "NORTH_AMERICA" || market === "OTHER" || market.startsWith("REST_");
}
