"use client";

import { buttonClass } from "@/components/ui/button-class";
import { useId } from "react";
import { errorText } from "@/features/leads/error-text";
import { FORM_FIELDS } from "@/features/leads/forms";
import { Honeypot } from "./honeypot";
import { FormLoading } from "./form-loading";
import { LeadFormField } from "./lead-form-field";
import { LeadFormResult } from "./lead-form-result";
import type { LeadFormProps } from "./lead-form-types";
import { loadPrepare, useLeadForm } from "./use-lead-form";

/**
 * The lead form of SPEC §4: loading → form → submitting → success or error, where the result
 * replaces the form. Driven by the form's one schema (`FORM_FIELDS`, `validateForm`) with native
 * validation off.
 */
export function LeadForm({ texts, successMessage, ...options }: LeadFormProps) {
  const { form, locale } = options;
  const id = useId();
  const { formRef, status, values, errors, regions, set, submit, startOver, reuse } = useLeadForm(options);

  if (status === "loading") return <FormLoading form={form} text={texts.loading} />;
  if (status === "success" || status === "error")
    return (
      <LeadFormResult
        kind={status}
        message={status === "error" ? texts.error : (successMessage ?? texts.success)}
        next={status === "success" ? { text: texts.next[form], tour: texts.tour } : undefined}
        newFormLabel={texts.newForm}
        reuseLabel={texts.reuseData}
        onNewForm={startOver}
        onReuse={reuse}
      />
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadPrepare()}
      className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2"
      aria-busy={status === "submitting"}
    >
      {FORM_FIELDS[form].map((field) => {
        const code = errors[field.name];
        const label = texts.labels[field.name] ?? field.name;
        return (
          <div key={field.name} className={field.kind === "text" ? undefined : "sm:col-span-2"}>
            <LeadFormField
              field={field}
              id={`${id}-${field.name}`}
              value={values[field.name]!}
              error={code && errorText(code, label, texts.errors, locale, field.messages)}
              texts={texts}
              regions={regions}
              onChange={(value) => set(field.name, value)}
            />
          </div>
        );
      })}
      <Honeypot id={id} label={texts.honeypot} />
      <button
        type="submit"
        disabled={status === "submitting"}
        className={buttonClass("primary", "mt-2 sm:col-span-2", "lg")}
      >
        {status === "submitting" ? texts.submitting : texts.submit[form]}
      </button>
    </form>
  );
}
