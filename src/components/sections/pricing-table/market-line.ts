import { marketOfRegion, regionsWithUnconfirmedMarket } from "@/data/whatsapp-markets";
import { isGroupMarket, type PricingLabels } from "./labels";

/** Which of Meta's markets prices a country, in words, with the caveat where Meta's table is silent. */
export function marketLine(code: string, countryName: string, locale: string, labels: PricingLabels): string {
  const market = marketOfRegion[code];
  if (!market) return "";
  if (regionsWithUnconfirmedMarket.has(code)) return labels.unconfirmed.replace("{country}", countryName);
  const marketName = isGroupMarket(market)
    ? labels.markets[market]
    : (new Intl.DisplayNames([locale], { type: "region" }).of(market) ?? market);
  return labels.market.replace("{country}", countryName).replace("{market}", marketName);
}
