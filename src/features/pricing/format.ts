import type { Rate } from "./skus";

/** SPEC §5 'Pricing display': Free and NA as they are, any other rate with 4 decimals. */
export function formatRate(rate: Rate | "Free"): string {
  return typeof rate === "number" ? rate.toFixed(4) : rate;
}
