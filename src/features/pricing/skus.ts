import type { MetaCategory } from "@/data/whatsapp-rates";

/** SPEC §3 'Pricing rate': the SKUs of the wallet service, in the order the price table lists them. */
export const skuTypes = [
  "WA_MKTC_T",
  "WA_UTC_T",
  "WA_AUC_T",
  "WA_INT_AUC_T",
  "WA_MKTC_MM_LITE_T",
  "VOICE_OUT_META_FEE",
] as const;

export type SkuType = (typeof skuTypes)[number];

/** A rate as the service sends it: USD per delivered message (per 6-second pulse for voice), or NA. */
export type Rate = number | "NA";

/** SPEC §7 wallet answer: one entry per SKU. */
export interface SkuRate {
  skuType: SkuType;
  rate: Rate;
}

/**
 * Which of Meta's published categories prices each SKU. Marketing Messages API (MM Lite) has no rate
 * of its own: "Starting July 1, 2025, Cloud API marketing rates will apply to messages sent via
 * Marketing Messages API for WhatsApp" (Meta, pricing page). Meta publishes its calling rates only in
 * per-currency cards no source quotes in USD, so outbound voice has no category here and shows NA.
 */
export const skuCategory: Readonly<Record<SkuType, MetaCategory | undefined>> = {
  WA_MKTC_T: "marketing",
  WA_UTC_T: "utility",
  WA_AUC_T: "authentication",
  WA_INT_AUC_T: "authenticationInternational",
  WA_MKTC_MM_LITE_T: "marketing",
  VOICE_OUT_META_FEE: undefined,
};

/**
 * SPEC §9: Orbitalk's own fee per SKU, fixed in every country: the first two rows 0.001, the fourth
 * 0.0001, the others free.
 */
export const providerFees: Readonly<Record<SkuType, number | "Free">> = {
  WA_MKTC_T: 0.001,
  WA_UTC_T: 0.001,
  WA_AUC_T: "Free",
  WA_INT_AUC_T: 0.0001,
  WA_MKTC_MM_LITE_T: "Free",
  VOICE_OUT_META_FEE: "Free",
};

/** Meta bills business-initiated WhatsApp calls in six-second pulses; a started pulse counts whole. */
export const PULSE_SECONDS = 6;

/** Pulses billed for a call of `seconds`: 56 s → 10, 60 s → 10, 61 s → 11. */
export function pulses(seconds: number): number {
  return seconds <= 0 ? 0 : Math.ceil(seconds / PULSE_SECONDS);
}
