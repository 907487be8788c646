import { z } from "zod";
import { locales } from "@/i18n/routing";
import { CONTEXT_KEYS, type LeadContext } from "./derive";
import { DERIVED_KEYS, pick } from "./payload";
import { FORM_FIELDS, HONEYPOT_FIELD, LEAD_FORMS, type FormValues, type LeadFormName } from "./forms";
import { validateForm, type FieldErrors } from "./validation";

/**
 * The body of `POST /api/sfdc/cb-data` (SPEC §7): `{ formData }`, one flat object holding the form's
 * own fields, the visit's context (campaign, device, pages), the fields the browser derived from them,
 * the token (`csrf`) and the submission's identity. The server validates the first three and derives
 * the rest again itself, so a crafted body can never set a derived field.
 */

const path = z.union([
  z.literal(""),
  z
    .string()
    .max(512)
    .regex(/^\/[^\s\\]*$/),
]);
const campaignValue = z.string().max(150);

const contextSchema = z.strictObject({
  Website_page: path.refine((p) => p !== ""),
  Landing_Page: path,
  Lead_Source_Page: path,
  Device_Type: z.enum(["mobile", "tablet", "desktop"]),
  Device_Details: z.string().max(2000),
  GCLID: z.string().regex(/^[A-Za-z0-9_-]{0,256}$/),
  Campaign_Source: campaignValue,
  Campaign_Medium: campaignValue,
  Campaign_Name: campaignValue,
  Campaign_Term: campaignValue,
  Campaign_Content: campaignValue,
  Lead_Marketing_Source: z.string().max(1000),
}) satisfies z.ZodType<LeadContext>;

const metaSchema = z.strictObject({
  form: z.enum(LEAD_FORMS),
  /** Chosen by the browser once per filled form: a retried submission is stored once. */
  submissionId: z.uuid(),
  csrf: z.string().min(1).max(2048),
  /** Where on the page the form sits (page, banner, popup, footer…), for the data layer and the CRM. */
  formPosition: z.string().regex(/^[a-z0-9-]{1,40}$/),
  locale: z.enum(locales),
  [HONEYPOT_FIELD]: z.string().max(500),
});

const META_KEYS = Object.keys(metaSchema.shape);

const derivedValue = z.union([z.string().max(2000), z.boolean()]);

export interface Submission {
  form: LeadFormName;
  submissionId: string;
  csrf: string;
  formPosition: string;
  locale: string;
  honeypot: string;
  values: FormValues;
  context: LeadContext;
}

export type ParsedSubmission = { ok: true; submission: Submission } | { ok: false; errors: FieldErrors };

function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "formData")];
    for (const key of keys) errors[key] ??= "pattern";
  }
  return errors;
}

/** Parses a request body; every problem is reported per field, nothing is thrown. */
export function parseSubmission(body: unknown): ParsedSubmission {
  const formData = (body as { formData?: unknown } | null)?.formData;
  if (typeof formData !== "object" || formData === null || Array.isArray(formData))
    return { ok: false, errors: { formData: "required" } };
  const data = formData as Record<string, unknown>;

  const meta = metaSchema.safeParse(pick(data, META_KEYS));
  if (!meta.success) return { ok: false, errors: issuesToErrors(meta.error.issues) };
  const fieldNames = FORM_FIELDS[meta.data.form].map((f) => f.name);

  const errors: FieldErrors = {};
  const context = contextSchema.safeParse(pick(data, CONTEXT_KEYS));
  if (!context.success) Object.assign(errors, issuesToErrors(context.error.issues));
  const known = new Set([...META_KEYS, ...CONTEXT_KEYS, ...fieldNames, ...DERIVED_KEYS]);
  for (const [key, value] of Object.entries(data)) {
    if (!known.has(key)) errors[key] = "pattern";
    else if (DERIVED_KEYS.includes(key) && !derivedValue.safeParse(value).success) errors[key] = "pattern";
  }
  const fields = validateForm(meta.data.form, pick(data, fieldNames));
  if (!fields.ok) Object.assign(errors, fields.errors);
  if (!fields.ok || !context.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const { [HONEYPOT_FIELD]: honeypot, ...rest } = meta.data;
  return { ok: true, submission: { ...rest, honeypot, values: fields.values, context: context.data } };
}
