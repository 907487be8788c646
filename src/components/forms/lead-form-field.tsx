import type { RegionCode } from "@/features/countries/region-codes";
import type { FieldDef, FieldValue, PhoneValue } from "@/features/leads/forms";
import { Field, inputClass } from "./field";
import type { LeadFormTexts } from "./lead-form-types";
import { PhoneField } from "./phone-field.client";

export interface LeadFormFieldProps {
  field: FieldDef;
  id: string;
  value: FieldValue;
  error?: string;
  texts: LeadFormTexts;
  regions: readonly RegionCode[];
  onChange(value: FieldValue): void;
}

/** One field of a lead form, drawn from its definition in `FORM_FIELDS`. */
export function LeadFormField({ field, id, value, error, texts, regions, onChange }: LeadFormFieldProps) {
  const label = texts.labels[field.name] ?? field.name;
  switch (field.kind) {
    case "phone":
      return (
        <Field id={id} label={label} error={error}>
          {(control) => (
            <PhoneField
              control={control}
              countryLabel={texts.country}
              value={value as PhoneValue}
              regions={regions}
              onChange={onChange}
            />
          )}
        </Field>
      );
    case "choices": {
      const chosen = value as readonly string[];
      return (
        <Field id={id} label={label} error={error} layout="group">
          {() => (
            <div className="grid gap-2 sm:grid-cols-2">
              {field.options.map((option, index) => (
                <label
                  key={option}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-3 ring-1 ring-line"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-ink-700"
                    data-field={index === 0 ? field.name : undefined}
                    checked={chosen.includes(option)}
                    onChange={() =>
                      onChange(
                        chosen.includes(option) ? chosen.filter((v) => v !== option) : [...chosen, option],
                      )
                    }
                  />
                  <span className="text-sm text-text">{texts.options[option] ?? option}</span>
                </label>
              ))}
            </div>
          )}
        </Field>
      );
    }
    case "choice":
      return (
        <Field id={id} label={label} error={error} layout="group">
          {() => (
            <div className="grid grid-cols-2 gap-2">
              {field.options.map((option, index) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-line has-checked:bg-ink-50 has-checked:ring-2 has-checked:ring-ink-600"
                >
                  <input
                    type="radio"
                    name={`${id}-${field.name}`}
                    className="size-4 accent-ink-700"
                    data-field={index === 0 ? field.name : undefined}
                    checked={value === option}
                    onChange={() => onChange(option)}
                  />
                  <span className="text-sm text-text">{texts.options[option] ?? option}</span>
                </label>
              ))}
            </div>
          )}
        </Field>
      );
    case "terms":
      return (
        <Field
          id={id}
          label={<span className="text-muted">{texts.terms}</span>}
          error={error}
          layout="inline"
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-ink-700"
              data-field={field.name}
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
            />
          )}
        </Field>
      );
    default: {
      const common = {
        name: field.name,
        "data-field": field.name,
        value: value as string,
        maxLength: field.maxLength,
        autoComplete: field.autoComplete,
        "aria-required": field.required ? true : undefined,
        placeholder: texts.placeholders[field.name],
      } as const;
      return (
        <Field id={id} label={label} optional={field.required ? undefined : texts.optional} error={error}>
          {(control) =>
            field.kind === "textarea" ? (
              <textarea
                {...control}
                {...common}
                rows={3}
                className={`${inputClass} py-2.5`}
                onChange={(e) => onChange(e.target.value)}
              />
            ) : (
              <input
                {...control}
                {...common}
                type={field.kind === "email" ? "email" : "text"}
                className={`${inputClass} h-field`}
                onChange={(e) => onChange(e.target.value)}
              />
            )
          }
        </Field>
      );
    }
  }
}
