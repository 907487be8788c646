"use client";

import clsx from "clsx";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { fetchRegions } from "@/features/countries/fetch-regions";
import type { RegionCode } from "@/features/countries/region-codes";
import {
  fetchToken,
  leadContext,
  postLead,
  pushFormSubmission,
  TOKEN_REFRESH_MS,
  type SubmitResult,
} from "@/features/leads/browser";
import { errorText } from "@/features/leads/error-text";
import {
  emptyValues,
  FORM_FIELDS,
  HONEYPOT_FIELD,
  type FieldDef,
  type FieldErrorCode,
  type FieldValue,
  type FormValues,
  type PhoneValue,
} from "@/features/leads/forms";
import type { FieldErrors } from "@/features/leads/validation";
import { visitorCountry } from "@/features/visitor/location";
import { useOnRouteChange } from "@/components/ui/use-route-change";
import type { LeadFormProps, LeadFormTexts } from "./lead-form-types";
import { FormLoading } from "./form-loading";
import { FieldError, inputClass } from "./field";
import { PhoneField } from "./phone-field.client";

/**
 * The schema (zod) and the phone metadata load when the visitor first touches the form, so a page
 * with a form stays light until someone uses it.
 */
const loadPrepare = () => import("@/features/leads/prepare");

/** SPEC §5: the phone defaults to the visitor's country, else the US. */
const DEFAULT_COUNTRY = "US";

type Status = "loading" | "form" | "submitting" | "success" | "error";

/**
 * The lead form of SPEC §4: loading → form → submitting → success or error, where the result
 * replaces the form and offers 'fill a new form' or 'reuse existing data'. Driven by the form's one
 * schema (`FORM_FIELDS`, `validateForm`) with native validation off.
 */
export function LeadForm({
  form,
  position,
  locale,
  texts,
  countryHost,
  locationHost,
  successMessage,
  submitLabel,
}: LeadFormProps) {
  const pathname = usePathname();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const token = useRef("");
  const [regions, setRegions] = useState<readonly RegionCode[] | null>(null);
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [values, setValues] = useState<FormValues>(() => emptyValues(form, DEFAULT_COUNTRY));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("loading");
  const [submissionId, setSubmissionId] = useState(() => crypto.randomUUID());

  const fresh = () => {
    setValues(emptyValues(form, country));
    setErrors({});
    setSubmissionId(crypto.randomUUID());
  };
  // SPEC §4: result and data reset on route change.
  useOnRouteChange(() => {
    fresh();
    if (status !== "loading") setStatus("form");
  });

  useEffect(() => {
    let live = true;
    const refresh = async () => {
      token.current = await fetchToken(form);
    };
    void refresh();
    const timer = setInterval(() => void refresh(), TOKEN_REFRESH_MS);
    void Promise.all([fetchRegions(countryHost, locale), visitorCountry(locationHost)]).then(
      ([list, visitor]) => {
        if (!live) return;
        const home = visitor && list.some((r) => r.countryCode === visitor) ? visitor : DEFAULT_COUNTRY;
        setRegions(list);
        setCountry(home);
        setValues((v) => ({ ...v, phone: { ...(v.phone as PhoneValue), country: home } }));
        setStatus((s) => (s === "loading" ? "form" : s));
      },
    );
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [form, locale, countryHost, locationHost]);

  const set = (name: string, value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const focusFirstError = (failed: FieldErrors) => {
    const first = FORM_FIELDS[form].find((f) => failed[f.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first.name}"]`)?.focus();
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
    const { prepareLead } = await loadPrepare();
    const meta = { form, submissionId, csrf: "", formPosition: position, locale, honeypot };
    const prepared = prepareLead(form, values, leadContext(pathname), meta);
    if (!prepared.ok) {
      setErrors(prepared.errors);
      focusFirstError(prepared.errors);
      return;
    }
    setStatus("submitting");
    // The token is the one part that can change between tries.
    const send = async (): Promise<SubmitResult> => {
      if (!token.current) token.current = await fetchToken(form);
      return postLead({ ...prepared.formData, csrf: token.current });
    };
    let result = await send();
    if (!result.ok && result.status === 401) {
      // An expired or missing token: fetch a fresh one and send the same submission again.
      token.current = await fetchToken(form);
      result = await send();
    }
    if (result.ok) {
      setStatus("success");
      pushFormSubmission(form, position);
    } else if (result.fields && Object.keys(result.fields).length > 0) {
      const fieldErrors = result.fields as FieldErrors;
      setErrors(fieldErrors);
      setStatus("form");
      focusFirstError(fieldErrors);
    } else setStatus("error");
  }

  if (status === "loading") return <FormLoading form={form} text={texts.loading} />;

  if (status === "success" || status === "error")
    return (
      <div
        role={status === "error" ? "alert" : "status"}
        className={clsx(
          "flex flex-col items-center gap-5 rounded-card px-6 py-10 text-center",
          status === "error" ? "bg-danger-50 text-danger-700" : "bg-signal-100 text-ink-900",
        )}
      >
        <ResultIcon kind={status} />
        <p className="text-lg font-semibold">
          {status === "error" ? texts.error : (successMessage ?? texts.success)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="min-h-11 rounded-pill bg-ink-900 px-5 text-sm font-semibold text-white hover:bg-ink-800"
            onClick={() => {
              fresh();
              setStatus("form");
            }}
          >
            {texts.newForm}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-pill bg-white px-5 text-sm font-semibold text-ink-900 ring-1 ring-line hover:ring-ink-300"
            onClick={() => {
              setSubmissionId(crypto.randomUUID());
              setStatus("form");
            }}
          >
            {texts.reuseData}
          </button>
        </div>
      </div>
    );

  const message = (field: FieldDef, code: FieldErrorCode) =>
    errorText(code, texts.labels[field.name] ?? field.name, texts.errors, locale, field.messages);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadPrepare()}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      aria-busy={status === "submitting"}
    >
      {FORM_FIELDS[form].map((field) => {
        const code = errors[field.name];
        const error = code ? message(field, code) : undefined;
        const fieldId = `${id}-${field.name}`;
        const wide = field.kind !== "text";
        return (
          <div key={field.name} className={wide ? "sm:col-span-2" : undefined}>
            <Field
              field={field}
              id={fieldId}
              value={values[field.name]!}
              error={error}
              texts={texts}
              regions={regions ?? []}
              onChange={(value) => set(field.name, value)}
            />
          </div>
        );
      })}
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{texts.honeypot}</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <button
        type="submit"
        disabled={status === "submitting"}
        className="min-h-12 rounded-pill bg-signal-400 px-6 text-base font-semibold text-ink-950 transition-colors hover:bg-signal-300 disabled:cursor-wait disabled:opacity-60 sm:col-span-2"
      >
        {status === "submitting" ? texts.submitting : (submitLabel ?? texts.submit[form])}
      </button>
    </form>
  );
}

function Field({
  field,
  id,
  value,
  error,
  texts,
  regions,
  onChange,
}: {
  field: FieldDef;
  id: string;
  value: FieldValue;
  error?: string;
  texts: LeadFormTexts;
  regions: readonly RegionCode[];
  onChange(value: FieldValue): void;
}) {
  const label = texts.labels[field.name] ?? field.name;
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  switch (field.kind) {
    case "phone":
      return (
        <PhoneField
          id={id}
          label={label}
          countryLabel={texts.country}
          value={value as PhoneValue}
          regions={regions}
          error={error}
          onChange={onChange}
        />
      );
    case "choices":
      return (
        <fieldset
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className="flex flex-col gap-2"
        >
          <legend className="mb-1.5 text-sm font-medium text-text">{label}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {field.options.map((option, index) => {
              const chosen = (value as readonly string[]).includes(option);
              return (
                <label
                  key={option}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-3 ring-1 ring-line"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-ink-700"
                    data-field={index === 0 ? field.name : undefined}
                    checked={chosen}
                    onChange={() =>
                      onChange(
                        chosen
                          ? (value as string[]).filter((v) => v !== option)
                          : [...(value as string[]), option],
                      )
                    }
                  />
                  <span className="text-sm text-text">{texts.options[option] ?? option}</span>
                </label>
              );
            })}
          </div>
          {error && <FieldError id={errorId} text={error} />}
        </fieldset>
      );
    case "terms":
      return (
        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-3 text-sm text-muted">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-ink-700"
              data-field={field.name}
              checked={value === true}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={(e) => onChange(e.target.checked)}
            />
            <span>{label}</span>
          </label>
          {error && <FieldError id={errorId} text={error} />}
        </div>
      );
    default: {
      const common = {
        id,
        name: field.name,
        "data-field": field.name,
        value: value as string,
        maxLength: field.maxLength,
        autoComplete: field.autoComplete,
        "aria-invalid": error ? true : undefined,
        "aria-required": field.required ? true : undefined,
        "aria-describedby": described,
        placeholder: texts.placeholders[field.name],
      } as const;
      return (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-text">
            {label}
            {!field.required && <span className="font-normal text-muted"> {texts.optional}</span>}
          </label>
          {field.kind === "textarea" ? (
            <textarea
              {...common}
              rows={3}
              className={clsx(inputClass(!!error), "py-2.5")}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : (
            <input
              {...common}
              type={field.kind === "email" ? "email" : "text"}
              className={clsx(inputClass(!!error), "h-field")}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
          {error && <FieldError id={errorId} text={error} />}
        </div>
      );
    }
  }
}

function ResultIcon({ kind }: { kind: "success" | "error" }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-12"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="10" />
      {kind === "success" ? <path d="m7.5 12.5 3 3 6-6" /> : <path d="M12 7v6m0 3.5v.01" />}
    </svg>
  );
}
