import type { Rate } from "./skus";

/** The decimals every rate shows with (SPEC §5). */
export const RATE_DECIMALS = 4;

/**
 * SPEC §5 'Pricing display': Free and NA as they are, any other rate with 4 decimals, written the
 * way the page's language writes numbers (0.0118 in English, 0,0118 in Italian).
 */
export function formatRate(rate: Rate | "Free", locale = "en"): string {
  if (typeof rate !== "number") return rate;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: RATE_DECIMALS,
    maximumFractionDigits: RATE_DECIMALS,
  }).format(rate);
}
