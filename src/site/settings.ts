import { z } from "zod";
import { chatEnvShape } from "./chat-settings";
import { hostedFormEnvShape } from "./hosted-form";
import { ownDomain } from "./origin";
import { serviceHostsEnvShape } from "./service-hosts";
import { tagEnvShape } from "./tag-settings";

/**
 * The site's settings: every value the pages show or link to, each settable through the
 * environment, with defaults that describe the production brand so `npm start` works with no setup.
 *
 * They are read at build time: pages are prerendered with them and next.config.ts derives the
 * headers from them. No `server-only` here, because next.config.ts reads `buildSettingNames` to
 * record which variables the build used (see scripts/source-stamp.mjs).
 */
const httpUrl = z.url({ protocol: /^https?$/ });
const optionalId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]*$/, "letters, digits, _ and - only")
  .default("");

const EnvSchema = z.object({
  SUPPORT_URL: httpUrl.default(`https://support.${ownDomain}`),
  RESOURCES_URL: httpUrl.default(`https://resources.${ownDomain}`),
  DEVELOPERS_URL: httpUrl.default(`https://docs.${ownDomain}`),
  APP_SIGN_IN_URL: httpUrl.default(`https://app.${ownDomain}/login`),
  APP_DASHBOARD_URL: httpUrl.default(`https://app.${ownDomain}/whatsapp/dashboard`),
  /** SPEC §6: partner sign-in is external, in the app (the link opens in a new tab). */
  PARTNER_SIGN_IN_URL: httpUrl.default(`https://app.${ownDomain}/partner/login`),
  ...serviceHostsEnvShape,
  MAIL_SALES: z.email().default(`sales@${ownDomain}`),
  MAIL_SUPPORT: z.email().default(`support@${ownDomain}`),
  MAIL_PRIVACY: z.email().default(`privacy@${ownDomain}`),
  MAIL_DPO: z.email().default(`dpo@${ownDomain}`),
  /** Vulnerability reports (/.well-known/security.txt, the enterprise security page). */
  MAIL_SECURITY: z.email().default(`security@${ownDomain}`),
  MAIL_PARTNERS: z.email().default(`partners@${ownDomain}`),
  MAIL_CAREERS: z.email().default(`careers@${ownDomain}`),
  PHONE_SALES_INDIA: z.string().trim().min(6).default("+91 80 4568 2200"),
  PHONE_SALES_GLOBAL: z.string().trim().min(6).default("+971 4 512 7300"),
  CONSENT_MANAGER_ID: optionalId,
  ...chatEnvShape,
  ...tagEnvShape,
  ...hostedFormEnvShape,
  /** The product tour linked from /request-demo; empty = `<RESOURCES_URL>/videos/platform-tour`. */
  DEMO_VIDEO_URL: z.union([httpUrl, z.literal("")]).default(""),
});

export type SiteEnv = z.infer<typeof EnvSchema>;

export function parseSiteEnv(env: Record<string, string | undefined>): SiteEnv {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid site configuration: ${problems}`);
  }
  return result.data;
}

/**
 * Every variable a build depends on: `SITE_URL` (src/site/origin.ts) and the settings above. A change
 * to any of them makes `npm start` rebuild.
 */
export const buildSettingNames = ["SITE_URL", ...Object.keys(EnvSchema.shape)];
