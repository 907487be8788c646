import { formatRate } from "@/features/pricing/format";
import { marketOf, marketRates } from "@/features/pricing/rates";
import type { SkuType } from "@/features/pricing/skus";
import { AppWindow } from "./app-window";

export interface RateCardMockupText {
  label: string;
  title: string;
  columns: { country: string; marketing: string; utility: string; authentication: string };
  na: string;
}

/** Countries shown, one per continent the site's customers message most. */
const COUNTRIES = ["IN", "BR", "GB", "DE", "AE", "ID"] as const;
const COLUMNS = [
  ["marketing", "WA_MKTC_T"],
  ["utility", "WA_UTC_T"],
  ["authentication", "WA_AUC_T"],
] as const satisfies readonly (readonly [string, SkuType])[];

/** Meta's fee per delivered template in a few countries, straight from the rate card in force. */
export function RateCardMockup({
  text,
  locale,
  className,
}: {
  text: RateCardMockupText;
  locale: string;
  className?: string;
}) {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <table className="w-full text-left text-xs">
        <thead>
          <tr className="border-b border-line text-[0.625rem] tracking-wide text-muted uppercase">
            <th className="px-4 py-2 font-bold">{text.columns.country}</th>
            {COLUMNS.map(([column]) => (
              <th key={column} className="px-3 py-2 text-right font-bold last:pr-4">
                {text.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {COUNTRIES.map((code) => {
            const rates = marketRates(marketOf(code)!);
            return (
              <tr key={code}>
                <td className="truncate px-4 py-2.5 font-semibold text-ink-900">{names.of(code)}</td>
                {COLUMNS.map(([column, sku]) => {
                  const shown = formatRate(rates.find((r) => r.skuType === sku)!.rate, locale);
                  return (
                    <td key={column} className="px-3 py-2.5 text-right tabular-nums last:pr-4">
                      {shown === "NA" ? text.na : shown}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </AppWindow>
  );
}
