import { emptyVolumes, estimateMonthlyCost, type VolumeKey } from "@/features/pricing/estimate";
import { marketRates } from "@/features/pricing/rates";
import { AppWindow } from "./app-window";

export interface InvoiceMockupText {
  label: string;
  title: string;
  columns: { item: string; meta: string; provider: string };
  /** Line labels; `{count}` and `{country}` are filled in. */
  lines: Record<"marketing" | "utility" | "authentication" | "service", string>;
  total: string;
}

/** An example month of one retailer, in India; every amount comes from the rate card in force. */
const EXAMPLE: { key: VolumeKey & keyof InvoiceMockupText["lines"]; volume: number }[] = [
  { key: "marketing", volume: 12_000 },
  { key: "utility", volume: 40_000 },
  { key: "authentication", volume: 25_000 },
  { key: "service", volume: 3_400 },
];
const EXAMPLE_COUNTRY = "IN";

/**
 * A month's WhatsApp statement: Meta's fee and Orbitalk's per line and in total, computed with the
 * site's own estimator from the rates the price table shows, so the picture never disagrees with it.
 */
export function InvoiceMockup({
  text,
  locale,
  className,
}: {
  text: InvoiceMockupText;
  locale: string;
  className?: string;
}) {
  const volumes = { ...emptyVolumes, ...Object.fromEntries(EXAMPLE.map((l) => [l.key, l.volume])) };
  const estimate = estimateMonthlyCost(marketRates(EXAMPLE_COUNTRY), volumes);
  const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const count = new Intl.NumberFormat(locale);
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(EXAMPLE_COUNTRY) ?? EXAMPLE_COUNTRY;
  // Every line of the example is priced: its country has all its rates on the card (a unit test checks).
  const amount = (value: number | "NA") => (value === "NA" ? "—" : usd.format(value));
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <table className="w-full text-left text-xs">
        <thead>
          <tr className="border-b border-line text-[0.625rem] text-muted">
            <th className="px-4 py-2 font-bold">{text.columns.item}</th>
            <th className="px-2 py-2 text-right font-bold">{text.columns.meta}</th>
            <th className="px-4 py-2 text-right font-bold">{text.columns.provider}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {EXAMPLE.map(({ key, volume }) => {
            const line = estimate.lines.find((l) => l.key === key)!;
            return (
              <tr key={key}>
                <td className="px-4 py-2.5 text-ink-900">
                  {text.lines[key].replace("{count}", count.format(volume)).replace("{country}", country)}
                </td>
                <td className="px-2 py-2.5 text-right tabular-nums">{amount(line.meta)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{amount(line.provider)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink-900/10 bg-surface font-bold text-ink-900">
            <td className="px-4 py-3">{text.total}</td>
            <td className="px-2 py-3 text-right tabular-nums">{usd.format(estimate.metaTotal)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{usd.format(estimate.providerTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </AppWindow>
  );
}
