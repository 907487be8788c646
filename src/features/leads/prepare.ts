import { deriveLead, type LeadContext } from "./derive";
import type { LeadFormName } from "./forms";
import { toFormData, type SubmissionMeta } from "./payload";
import { validateForm, type FieldErrors } from "./validation";

export type Prepared = { ok: false; errors: FieldErrors } | { ok: true; formData: Record<string, unknown> };

/**
 * Validates a form's values with its schema and builds the `formData` to send: the browser's half
 * of the pipeline. The form loads this module (zod and the phone metadata) on first use, not with
 * the page.
 */
export function prepareLead(
  form: LeadFormName,
  values: unknown,
  context: LeadContext,
  meta: SubmissionMeta,
): Prepared {
  const checked = validateForm(form, values);
  if (!checked.ok) return checked;
  const cleaned = { ...checked.values, email: String(checked.values.email ?? "").toLowerCase() };
  return { ok: true, formData: toFormData(deriveLead(form, cleaned, context), cleaned, context, meta) };
}
