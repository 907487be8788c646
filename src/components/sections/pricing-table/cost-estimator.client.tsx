"use client";

import { useEffect, useId, useState } from "react";
import clsx from "clsx";
import { Field, inputClass } from "@/components/forms/field";
import { emptyVolumes, estimateMonthlyCost, type VolumeKey, type Volumes } from "@/features/pricing/estimate";
import type { SkuRate } from "@/features/pricing/skus";
import { mirrorToUrl, readUrlParams } from "@/features/tools/url-params";
import type { PricingLabels } from "./labels";

const volumeKeys = Object.keys(emptyVolumes) as VolumeKey[];
/** Volumes are capped: a thousand million messages a month is beyond any one business number. */
const MAX_VOLUME = 1_000_000_000;

const parseVolume = (raw: string | null) => {
  const n = Number((raw ?? "").replace(/\D/g, "").slice(0, 10));
  return Math.min(MAX_VOLUME, Number.isFinite(n) ? n : 0);
};

/**
 * The cost estimator: monthly volumes per category and outbound call minutes give a monthly cost in
 * USD for the chosen country, split into Meta's fees and Orbitalk's, from the rates the price table
 * shows. The volumes live in the address too, so an estimate can be shared.
 */
export function CostEstimator({
  locale,
  labels,
  rates,
  className,
}: {
  locale: string;
  labels: PricingLabels["estimator"];
  rates: readonly SkuRate[] | null;
  className?: string;
}) {
  const id = useId();
  const [volumes, setVolumes] = useState<Volumes>(emptyVolumes);

  useEffect(() => {
    const params = readUrlParams();
    const restored = { ...emptyVolumes };
    for (const key of volumeKeys) restored[key] = parseVolume(params.get(key));
    // Restored once hydrated: the prerendered page cannot know the address.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVolumes(restored);
  }, []);

  function edit(key: VolumeKey, raw: string) {
    const value = parseVolume(raw);
    setVolumes((current) => ({ ...current, [key]: value }));
    mirrorToUrl({ [key]: value ? String(value) : "" });
  }

  const estimate = rates && estimateMonthlyCost(rates, volumes);
  const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 2 });
  const unpriced = estimate?.unpriced.map((k) => labels.volumes[k].label).join(", ");
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx("rounded-card bg-surface p-6 ring-1 ring-line", className)}
    >
      <h3 id={`${id}-title`} className="text-xl font-bold tracking-tight text-ink-900">
        {labels.title}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted">{labels.lead}</p>
      <div className="mt-6 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {volumeKeys.map((key) => (
          <Field
            key={key}
            id={`${id}-${key}`}
            label={labels.volumes[key].label}
            hint={labels.volumes[key].hint}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={volumes[key] ? String(volumes[key]) : ""}
                placeholder="0"
                onChange={(event) => edit(key, event.target.value)}
                className={`${inputClass} h-11 tabular-nums`}
              />
            )}
          </Field>
        ))}
      </div>
      <dl aria-live="polite" className="mt-2 divide-y divide-line rounded-lg bg-white px-4 ring-1 ring-line">
        {estimate &&
          (
            [
              ["metaTotal", labels.metaTotal, estimate.metaTotal],
              ["providerTotal", labels.providerTotal, estimate.providerTotal],
              ["total", labels.total, estimate.total],
            ] as const
          ).map(([key, label, value]) => (
            <div key={key} className="flex items-baseline justify-between gap-4 py-3">
              <dt className={key === "total" ? "font-semibold text-ink-900" : "text-muted"}>{label}</dt>
              <dd
                className={clsx(
                  "tabular-nums",
                  key === "total" ? "text-lg font-bold text-ink-900" : "text-ink-900",
                )}
              >
                {usd.format(value)}
                <span className="ml-1 text-xs font-normal text-muted">{labels.perMonth}</span>
              </dd>
            </div>
          ))}
      </dl>
      {unpriced && <p className="mt-3 text-sm text-muted">{labels.unpriced.replace("{items}", unpriced)}</p>}
    </section>
  );
}
