"use client";

import clsx from "clsx";
import type { RegionCode } from "@/features/countries/region-codes";
import type { PhoneValue } from "@/features/leads/forms";
import { maskPhone, phoneMask } from "@/features/leads/phone-mask";
import type { FieldControl } from "./field";

interface PhoneFieldProps {
  /** The number input's id and state, from its `Field`. */
  control: FieldControl;
  countryLabel: string;
  value: PhoneValue;
  regions: readonly RegionCode[];
  onChange(value: PhoneValue): void;
}

/**
 * SPEC §5 phone input: a country select (the countries service's regions) with the dial code shown
 * as a prefix, and a number field masked for the selected country. 43 px high.
 */
export function PhoneField({ control, countryLabel, value, regions, onChange }: PhoneFieldProps) {
  const region = regions.find((r) => r.countryCode === value.country);
  const mask = phoneMask(value.country);
  return (
    <div
      className={clsx(
        "flex h-field overflow-hidden rounded-lg bg-white ring-1 focus-within:ring-2",
        control["aria-invalid"] ? "ring-danger-700" : "ring-line focus-within:ring-ink-600",
      )}
    >
      <select
        aria-label={countryLabel}
        className="h-full max-w-32 shrink-0 border-r border-line bg-surface pr-1 pl-3 text-sm text-text focus:outline-none"
        value={value.country}
        onChange={(e) =>
          onChange({ country: e.target.value, number: maskPhone(e.target.value, value.number) })
        }
      >
        {regions.map((r) => (
          <option key={r.countryCode} value={r.countryCode}>
            {`${r.displayName} (+${r.dialCode})`}
          </option>
        ))}
      </select>
      <span className="flex items-center pl-3 text-sm text-muted" aria-hidden="true">
        {region ? `+${region.dialCode}` : ""}
      </span>
      <input
        {...control}
        name="phone"
        data-field="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        className="h-full min-w-0 flex-1 bg-transparent px-2 text-base text-text placeholder:text-muted/70 focus:outline-none"
        placeholder={mask?.replaceAll(".", "0")}
        value={value.number}
        aria-required="true"
        onChange={(e) => onChange({ ...value, number: maskPhone(value.country, e.target.value) })}
      />
    </div>
  );
}
