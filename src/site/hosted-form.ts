import { z } from "zod";
import type { LeadFormName } from "@/features/leads/forms";
import { commaList, vendorUrl } from "./vendor-url";

/**
 * The hosted marketing form variant (SPEC §4 'Lead form', §7): when configured, a lead form is
 * rendered by the marketing-automation vendor's embed script instead of the site's own form. Off by
 * default. The script must expose the widely used embed API
 * `hbspt.forms.create({ portalId, formId, target, onFormReady, onFormSubmitted })`.
 *
 * No `server-only` here: next.config.ts reads the same settings to open the CSP for the vendor.
 */
const vendorOrigin = vendorUrl.transform((url) => new URL(url).origin);
const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]*$/, "letters, digits and - only")
  .default("");

export const hostedFormEnvShape = {
  /** The vendor's embed script; empty = hosted forms off. */
  HOSTED_FORM_SCRIPT_URL: z.union([vendorUrl, z.literal("")]).default(""),
  /** The vendor account the forms belong to. */
  HOSTED_FORM_PORTAL_ID: id,
  /** Per form: the hosted form that replaces it; empty = the site's own form. */
  HOSTED_FORM_DEMO_ID: id,
  HOSTED_FORM_PARTNER_ID: id,
  /** Further vendor origins the form talks to (submissions, images, frames), comma-separated. */
  HOSTED_FORM_ORIGINS: commaList.pipe(z.array(vendorOrigin)),
};

const HostedFormEnv = z.object(hostedFormEnvShape);
type HostedFormEnv = z.infer<typeof HostedFormEnv>;

export interface HostedFormConfig {
  scriptUrl: string;
  portalId: string;
  formIds: Partial<Record<LeadFormName, string>>;
}

/** The hosted form settings, or null when the variant is off (no script, account or form id). */
export function hostedFormConfig(env: HostedFormEnv): HostedFormConfig | null {
  const formIds: HostedFormConfig["formIds"] = {};
  if (env.HOSTED_FORM_DEMO_ID) formIds.demo = env.HOSTED_FORM_DEMO_ID;
  if (env.HOSTED_FORM_PARTNER_ID) formIds.partner = env.HOSTED_FORM_PARTNER_ID;
  if (!env.HOSTED_FORM_SCRIPT_URL || !env.HOSTED_FORM_PORTAL_ID || !Object.keys(formIds).length) return null;
  return { scriptUrl: env.HOSTED_FORM_SCRIPT_URL, portalId: env.HOSTED_FORM_PORTAL_ID, formIds };
}

/** Origins the CSP must allow for the hosted forms: none while the variant is off. */
export function hostedFormOrigins(env: Record<string, string | undefined>): string[] {
  const parsed = HostedFormEnv.parse(env);
  if (!hostedFormConfig(parsed)) return [];
  return [...new Set([new URL(parsed.HOSTED_FORM_SCRIPT_URL).origin, ...parsed.HOSTED_FORM_ORIGINS])];
}
