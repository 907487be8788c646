import { providerFees, type Rate, type SkuRate, type SkuType } from "./skus";

/** Monthly volumes a visitor enters: templates per category, service replies and outbound call minutes. */
export interface Volumes {
  marketing: number;
  utility: number;
  authentication: number;
  authenticationInternational: number;
  service: number;
  voiceMinutes: number;
}

export type VolumeKey = keyof Volumes;

export const emptyVolumes: Volumes = {
  marketing: 0,
  utility: 0,
  authentication: 0,
  authenticationInternational: 0,
  service: 0,
  voiceMinutes: 0,
};

/**
 * Since 1 October 2026 Meta charges service messages (replies inside the 24-hour window) at the
 * market's utility rate, after 1,000 free delivered service messages per business phone number a
 * month. The estimate assumes one number.
 */
export const FREE_SERVICE_MESSAGES = 1000;

/** Which SKU's rate and fee each volume is priced with; service replies use the utility rate, no fee. */
const volumeSku: Readonly<Record<VolumeKey, SkuType>> = {
  marketing: "WA_MKTC_T",
  utility: "WA_UTC_T",
  authentication: "WA_AUC_T",
  authenticationInternational: "WA_INT_AUC_T",
  service: "WA_UTC_T",
  voiceMinutes: "VOICE_OUT_META_FEE",
};

const PULSES_PER_MINUTE = 10;

export interface EstimateLine {
  key: VolumeKey;
  /** Billed units: messages, or 6-second pulses for voice. */
  units: number;
  meta: Rate;
  provider: number;
}

export interface Estimate {
  lines: EstimateLine[];
  /** USD totals of what can be priced; `unpriced` lists volumes whose Meta rate is NA. */
  metaTotal: number;
  providerTotal: number;
  total: number;
  unpriced: VolumeKey[];
}

/** Rounds to a millionth of a dollar: sums of four-decimal rates carry no floating-point dust. */
const round = (usd: number) => Math.round(usd * 1e6) / 1e6;

/**
 * The monthly cost of `volumes` at a country's Meta rates (as the pricing service answers them),
 * split into Meta's fees and Orbitalk's, in USD.
 */
export function estimateMonthlyCost(skuRates: readonly SkuRate[], volumes: Volumes): Estimate {
  const rates = new Map(skuRates.map((r) => [r.skuType, r.rate]));
  const lines = (Object.keys(volumeSku) as VolumeKey[]).map((key): EstimateLine => {
    const sku = volumeSku[key];
    const volume = Math.max(0, Math.floor(volumes[key]));
    const units =
      key === "voiceMinutes"
        ? volume * PULSES_PER_MINUTE
        : key === "service"
          ? Math.max(0, volume - FREE_SERVICE_MESSAGES)
          : volume;
    const rate = rates.get(sku) ?? "NA";
    const fee = key === "service" ? "Free" : providerFees[sku];
    return {
      key,
      units,
      meta: units === 0 ? 0 : rate === "NA" ? "NA" : round(units * rate),
      provider: fee === "Free" ? 0 : round(units * fee),
    };
  });
  const metaTotal = round(lines.reduce((sum, l) => sum + (l.meta === "NA" ? 0 : l.meta), 0));
  const providerTotal = round(lines.reduce((sum, l) => sum + l.provider, 0));
  return {
    lines,
    metaTotal,
    providerTotal,
    total: round(metaTotal + providerTotal),
    unpriced: lines.filter((l) => l.meta === "NA").map((l) => l.key),
  };
}
