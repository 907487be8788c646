import { formatRate } from "@/features/pricing/format";
import { providerFees, type Rate, type SkuRate } from "@/features/pricing/skus";
import type { PricingLabels } from "./labels";

interface Row {
  id: string;
  label: string;
  unit: string;
  meta: string;
  provider: string;
}

/** A rate in the table's words: Free and NA translated, any other rate with four decimals. */
function shown(rate: Rate | "Free", labels: PricingLabels, locale: string): string {
  const text = formatRate(rate, locale);
  return text === "Free" ? labels.free : text === "NA" ? labels.na : text;
}

/** One row per SKU (Meta's fee from the service, Orbitalk's fixed), then what is free or tiered. */
function tableRows(rates: readonly SkuRate[], labels: PricingLabels, locale: string): Row[] {
  const skuRows = rates.map(({ skuType, rate }) => ({
    id: skuType,
    ...labels.skus[skuType],
    meta: shown(rate, labels, locale),
    provider: shown(providerFees[skuType], labels, locale),
  }));
  const utility = rates.find((r) => r.skuType === "WA_UTC_T")?.rate ?? "NA";
  const { service, inbound, entry } = labels.rows;
  return [
    ...skuRows,
    {
      id: "service",
      label: service.label,
      unit: service.unit,
      meta: service.meta.replace("{rate}", shown(utility, labels, locale)),
      provider: labels.free,
    },
    { id: "inbound", ...inbound, meta: labels.free, provider: labels.free },
    { id: "entry", ...entry, meta: labels.free, provider: labels.free },
  ];
}

/**
 * The price table: a real table with column and row headers. While `rates` is null (the service
 * failed, SPEC §8) its body stays empty.
 */
export function RateTable({
  rates,
  caption,
  labels,
  locale,
  busy,
}: {
  rates: readonly SkuRate[] | null;
  locale: string;
  caption: string;
  labels: PricingLabels;
  busy: boolean;
}) {
  return (
    <div className="rounded-card bg-white ring-1 ring-line">
      <table aria-busy={busy || undefined} className="w-full text-left text-sm">
        <caption className="px-5 pt-5 pb-2 text-left text-sm text-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-xs text-muted">
            <th scope="col" className="px-3 py-3 font-semibold wrap-anywhere hyphens-auto sm:px-5">
              {labels.columns.type}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-5">
              {labels.columns.meta}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-5">
              {labels.columns.provider}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rates &&
            tableRows(rates, labels, locale).map((row) => (
              <tr key={row.id} data-row={row.id}>
                <th scope="row" className="px-3 py-3.5 font-normal wrap-anywhere hyphens-auto sm:px-5">
                  <span className="block font-semibold text-ink-900">{row.label}</span>
                  <span className="block text-xs text-muted">{row.unit}</span>
                </th>
                <td className="px-3 py-3.5 text-right font-medium whitespace-nowrap text-ink-900 tabular-nums sm:px-5">
                  {row.meta}
                </td>
                <td className="px-3 py-3.5 text-right font-medium whitespace-nowrap text-ink-900 tabular-nums sm:px-5">
                  {row.provider}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
