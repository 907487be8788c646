"use client";

import { useId } from "react";
import { useLeadForm } from "@/components/forms/use-lead-form";
import { errorText, type ErrorTexts } from "@/features/leads/error-text";
import { FORM_FIELDS } from "@/features/leads/forms";
import { Honeypot } from "@/components/forms/honeypot";

export interface TickerFormTexts {
  /** The form's accessible name. */
  label: string;
  email: string;
  placeholder: string;
  submit: string;
  submitting: string;
  error: string;
  honeypot: string;
  errors: ErrorTexts;
}

export interface TickerFormProps {
  /** The ticker item's text, shown before the form (and replaced by an error while one shows). */
  para: string;
  successMessage: string;
  texts: TickerFormTexts;
  locale: string;
  countryHost: string;
  locationHost: string;
}

const [emailField] = FORM_FIELDS.callback;

/**
 * A ticker item's compact form (SPEC §3 ticker item `form`): the work email, sent through the lead
 * pipeline as the `callback` form, in one line of the top bar. An error takes the text's place; a
 * sent form is replaced by the item's success message. Loaded only when such an item shows.
 */
export default function TickerForm({ para, successMessage, texts, ...options }: TickerFormProps) {
  const id = useId();
  const { formRef, status, values, errors, set, submit } = useLeadForm({
    form: "callback",
    position: "ticker",
    ...options,
  });
  if (status === "success")
    return (
      <p role="status" className="min-w-0 flex-1 truncate font-semibold text-signal-300">
        {successMessage}
      </p>
    );

  const code = errors.email;
  const problem =
    status === "error"
      ? texts.error
      : code && errorText(code, texts.email, texts.errors, options.locale, emailField!.messages);
  return (
    <>
      <p
        id={`${id}-text`}
        role={problem ? "alert" : undefined}
        className={`line-clamp-1 min-w-0 flex-1 ${problem ? "font-semibold text-white" : ""}`}
      >
        {problem || para}
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label={texts.label}
        aria-busy={status === "submitting"}
        className="flex shrink-0 items-center gap-2"
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          {texts.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          data-field="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          placeholder={texts.placeholder}
          value={String(values.email ?? "")}
          onChange={(e) => set("email", e.target.value)}
          aria-invalid={code ? true : undefined}
          aria-describedby={problem ? `${id}-text` : undefined}
          className="h-8 w-52 rounded-pill bg-white/10 px-3 text-white ring-1 ring-white/20 placeholder:text-ink-300 focus:ring-2 focus:ring-signal-300 focus:outline-none aria-invalid:ring-danger-50 lg:w-60"
        />
        <Honeypot id={id} label={texts.honeypot} />
        <button
          type="submit"
          disabled={status === "submitting" || status === "loading"}
          className="h-8 shrink-0 cursor-pointer rounded-pill bg-signal-400 px-4 font-semibold text-ink-950 hover:bg-signal-300 disabled:opacity-70"
        >
          {status === "submitting" ? texts.submitting : texts.submit}
        </button>
      </form>
    </>
  );
}
