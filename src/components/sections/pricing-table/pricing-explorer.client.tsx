"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Field, inputClass } from "@/components/forms/field";
import { fetchRegions } from "@/features/countries/fetch-regions";
import { skuTypes, type SkuRate } from "@/features/pricing/skus";
import { mirrorToUrl, readUrlParams } from "@/features/tools/url-params";
import { fetchJson } from "@/lib/fetch-json";
import { CostEstimator } from "./cost-estimator.client";
import type { PricingLabels } from "./labels";
import { RateTable } from "./rate-table";

export interface CountryOption {
  code: string;
  name: string;
}

export interface PricingExplorerProps {
  locale: string;
  labels: PricingLabels;
  countries: readonly CountryOption[];
  /** The prerendered country (SPEC §9: India), its rates and its market line, so nothing shifts on load. */
  initial: { country: string; rates: readonly SkuRate[]; market: string };
  walletHost: string;
  countryHost: string;
  caption: string;
  footer: React.ReactNode;
}

const COUNTRY_PARAM = "country";

function isRates(value: unknown): value is SkuRate[] {
  return (
    Array.isArray(value) &&
    skuTypes.every((sku) =>
      value.some(
        (r: Partial<SkuRate>) => r?.skuType === sku && (typeof r.rate === "number" || r.rate === "NA"),
      ),
    )
  );
}

/** Rates in the table's order, whatever order the service sent them in. */
const ordered = (rates: SkuRate[]): SkuRate[] => skuTypes.map((sku) => rates.find((r) => r.skuType === sku)!);

/**
 * SPEC §3/§9 price table: a country selector fed by the countries service, the rates of the chosen
 * country from the pricing service, and the cost estimator on the same rates. The country lives in
 * the address (`?country=BR`), so a view can be reloaded and shared.
 */
export function PricingExplorer(props: PricingExplorerProps) {
  const { locale, labels, initial, walletHost, countryHost, caption, footer } = props;
  const id = useId();
  const [countries, setCountries] = useState(props.countries);
  const [country, setCountry] = useState(initial.country);
  const [market, setMarket] = useState(initial.market);
  const [rates, setRates] = useState<readonly SkuRate[] | null>(initial.rates);
  const [busy, setBusy] = useState(false);
  const request = useRef(0);
  const listAsked = useRef(false);

  async function show(code: string) {
    setCountry(code);
    const mine = ++request.current;
    setBusy(true);
    const name = countries.find((c) => c.code === code)?.name ?? code;
    // The market map is only needed once the country changes: it loads then, not with the page.
    void import("./market-line").then(({ marketLine }) => {
      if (mine === request.current) setMarket(marketLine(code, name, locale, labels));
    });
    const data = await fetchJson(`${walletHost}/wallet/pricing-details?country=${code}`, "Pricing");
    if (mine !== request.current) return; // a later choice wins
    setBusy(false);
    if (isRates(data)) setRates(ordered(data));
    else {
      if (data !== null) console.warn("Pricing failed to load", "unexpected answer");
      setRates(null);
    }
  }

  /** The countries service's list, asked for when the visitor reaches for the selector. */
  function askForList() {
    if (listAsked.current) return;
    listAsked.current = true;
    void fetchRegions(countryHost, locale).then((regions) => {
      const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
      const collator = new Intl.Collator(locale);
      setCountries(
        regions
          .map((r) => ({ code: r.countryCode, name: names.of(r.countryCode) ?? r.displayName }))
          .sort((a, b) => collator.compare(a.name, b.name)),
      );
    });
  }

  useEffect(() => {
    // The prerendered page shows the default; a shared address names another country.
    const wanted = readUrlParams().get(COUNTRY_PARAM)?.toUpperCase();
    if (wanted && wanted !== initial.country && countries.some((c) => c.code === wanted))
      // eslint-disable-next-line react-hooks/set-state-in-effect
      void show(wanted);
    // Once, after hydration: the address is read a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const countryName = countries.find((c) => c.code === country)?.name ?? country;
  return (
    <div className="grid gap-10 lg:grid-cols-5">
      <div className="min-w-0 lg:col-span-3">
        <Field id={`${id}-country`} label={labels.country} hint={market}>
          {(control) => (
            <select
              {...control}
              value={country}
              onFocus={askForList}
              onPointerDown={askForList}
              onChange={(event) => {
                mirrorToUrl({ [COUNTRY_PARAM]: event.target.value });
                void show(event.target.value);
              }}
              className={`${inputClass} h-11 max-w-sm`}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p role="status" className="sr-only">
          {busy ? labels.loading : ""}
        </p>
        <RateTable
          rates={rates}
          caption={caption.replace("{country}", countryName)}
          labels={labels}
          locale={locale}
          busy={busy}
        />
        {footer}
      </div>
      <CostEstimator
        className="min-w-0 lg:col-span-2"
        locale={locale}
        labels={labels.estimator}
        rates={rates}
      />
    </div>
  );
}
