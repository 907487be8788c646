"use client";

import clsx from "clsx";
import type { RegionCode } from "@/features/countries/region-codes";
import type { PhoneValue } from "@/features/leads/forms";
import { maskPhone, phoneMask } from "@/features/leads/phone-mask";
import { FieldError } from "./field";

interface PhoneFieldProps {
  id: string;
  label: string;
  countryLabel: string;
  value: PhoneValue;
  regions: readonly RegionCode[];
  error?: string;
  onChange(value: PhoneValue): void;
}

/**
 * SPEC §5 phone input: a country select (the countries service's regions) with the dial code shown
 * as a prefix, and a number field masked for the selected country. 43 px high.
 */
export function PhoneField({ id, label, countryLabel, value, regions, error, onChange }: PhoneFieldProps) {
  const region = regions.find((r) => r.countryCode === value.country);
  const errorId = `${id}-error`;
  const mask = phoneMask(value.country);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <div
        className={clsx(
          "flex h-field overflow-hidden rounded-lg bg-white ring-1 focus-within:ring-2",
          error ? "ring-danger-700" : "ring-line focus-within:ring-ink-600",
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
          id={id}
          name="phone"
          data-field="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className="h-full min-w-0 flex-1 bg-transparent px-2 text-base text-text placeholder:text-muted/70 focus:outline-none"
          placeholder={mask?.replaceAll(".", "0")}
          value={value.number}
          aria-invalid={error ? true : undefined}
          aria-required="true"
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange({ ...value, number: maskPhone(value.country, e.target.value) })}
        />
      </div>
      {error && <FieldError id={errorId} text={error} />}
    </div>
  );
}
