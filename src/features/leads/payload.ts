import type { LeadContext, LeadRecord } from "./derive";
import { HONEYPOT_FIELD, type FormValues } from "./forms";

/**
 * The body of `POST /api/sfdc/cb-data` (SPEC §7) is `{ formData }`: one flat object with the fields
 * the browser derived (SPEC §3), the form's own values, the visit's context and the submission's
 * identity and token. The server validates the raw parts and derives the rest again itself.
 */

/** Keys the browser derives (SPEC §3); accepted for the record's shape, recomputed by the server. */
export const DERIVED_KEYS = [
  "first_name",
  "last_name",
  "Phone_Country",
  "company",
  "Country__c",
  "description",
  "Lead_Type",
  "Lead_Marketing_Campaign_Source",
  "lead_source",
  "Other_Lead_Source",
  "Channels",
  "Capabilities",
  "Customer_Segment",
  "Partner_Interests",
  "WhatsApp_Opt_In",
  "WhatsApp_Template_Id",
  "Landing_Page__c",
  "Website_page__c",
  "Channels__c",
  "Capabilities__c",
  "Device_Type__c",
  "Device_Details__c",
];

export interface SubmissionMeta {
  form: string;
  submissionId: string;
  csrf: string;
  formPosition: string;
  locale: string;
  honeypot: string;
}

export function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => Object.hasOwn(source, k)).map((k) => [k, source[k]]));
}

/** The body the browser sends: derived fields, then the form's own values, the context and the meta. */
export function toFormData(
  record: LeadRecord,
  values: FormValues,
  context: LeadContext,
  meta: SubmissionMeta,
): Record<string, unknown> {
  const { honeypot, ...rest } = meta;
  const derived = pick(record, DERIVED_KEYS);
  return { ...derived, ...values, ...context, ...rest, [HONEYPOT_FIELD]: honeypot };
}
