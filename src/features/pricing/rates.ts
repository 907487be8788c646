import { marketOfRegion, type MarketId } from "@/data/whatsapp-markets";
import { whatsappRates } from "@/data/whatsapp-rates";
import { skuCategory, skuTypes, type SkuRate } from "./skus";

/** The Meta market a region's numbers are billed in, or undefined for a region nobody lists. */
export function marketOf(countryCode: string): MarketId | undefined {
  return marketOfRegion[countryCode.toUpperCase()];
}

/** Meta's fee for each SKU in a market: the published rate, or NA where none can be sourced. */
export function marketRates(market: MarketId): SkuRate[] {
  const card = whatsappRates[market];
  return skuTypes.map((skuType) => {
    const category = skuCategory[skuType];
    return { skuType, rate: (category && card[category]?.rate) ?? "NA" };
  });
}
