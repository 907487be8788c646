import "server-only";
import { z } from "zod";
import { hostedFormConfig, hostedFormEnvShape } from "./hosted-form";
import { ownDomain, siteOrigin } from "./origin";
import { serviceHostsEnvShape } from "./service-hosts";

/**
 * The one typed site configuration. Every value can be set through the environment; the defaults
 * describe the production brand so `npm start` works with no setup. Parsed once, at start.
 */
const httpUrl = z.url({ protocol: /^https?$/ });
const optionalId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]*$/, "letters, digits, _ and - only")
  .default("");

/** SPEC §5: the chat app id is at least 10 letters, digits, _ or -; empty = the chat is off. */
const CHAT_APP_ID_MIN_LENGTH = 10;
const chatAppId = z
  .string()
  .trim()
  .regex(
    new RegExp(`^([A-Za-z0-9_-]{${CHAT_APP_ID_MIN_LENGTH},})?$`),
    `at least ${CHAT_APP_ID_MIN_LENGTH} letters, digits, _ or -`,
  )
  .default("");

/** A request header name, lowercased; empty means none. */
const headerName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]*$/, "a header name: letters, digits and - only")
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
  LOCATION_COUNTRY_HEADER: headerName,
  MAIL_SALES: z.email().default(`sales@${ownDomain}`),
  MAIL_SUPPORT: z.email().default(`support@${ownDomain}`),
  MAIL_PRIVACY: z.email().default(`privacy@${ownDomain}`),
  MAIL_DPO: z.email().default(`dpo@${ownDomain}`),
  MAIL_PARTNERS: z.email().default(`partners@${ownDomain}`),
  MAIL_CAREERS: z.email().default(`careers@${ownDomain}`),
  PHONE_SALES_INDIA: z.string().trim().min(6).default("+91 80 4568 2200"),
  PHONE_SALES_GLOBAL: z.string().trim().min(6).default("+971 4 512 7300"),
  GTM_ID: optionalId,
  CONSENT_MANAGER_ID: optionalId,
  CHAT_APP_ID: chatAppId,
  MARKETING_TRACKER_ID: optionalId,
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

function buildSiteConfig(env: SiteEnv) {
  const resource = (path: string) => new URL(path, env.RESOURCES_URL).toString();
  return {
    brandName: "Orbitalk",
    origin: siteOrigin.toString().replace(/\/$/, ""),
    domain: ownDomain,
    supportUrl: env.SUPPORT_URL,
    mail: {
      sales: env.MAIL_SALES,
      support: env.MAIL_SUPPORT,
      privacy: env.MAIL_PRIVACY,
      dpo: env.MAIL_DPO,
      partners: env.MAIL_PARTNERS,
      careers: env.MAIL_CAREERS,
    },
    phones: { salesIndia: env.PHONE_SALES_INDIA, salesGlobal: env.PHONE_SALES_GLOBAL },
    app: { signIn: env.APP_SIGN_IN_URL, dashboard: env.APP_DASHBOARD_URL },
    partnerSignIn: env.PARTNER_SIGN_IN_URL,
    /** SPEC §7 data services; the site serves each one itself unless a host is configured. */
    services: {
      resourceHost: env.RESOURCE_HOST,
      locationHost: env.LOCATION_HOST,
      countryHost: env.COUNTRY_SERVICE_HOST,
    },
    /** The edge's country header (e.g. `cf-ipcountry`); only this header is ever trusted. */
    locationCountryHeader: env.LOCATION_COUNTRY_HEADER,
    external: {
      newsroom: resource("/newsroom"),
      ebooks: resource("/ebooks"),
      caseStudies: resource("/case-studies"),
      blog: resource("/blog"),
      faq: resource("/faq"),
      guides: resource("/guides"),
      webinars: resource("/webinars"),
      demoVideo: env.DEMO_VIDEO_URL || resource("/videos/platform-tour"),
      developers: env.DEVELOPERS_URL,
    },
    thirdParty: {
      gtmId: env.GTM_ID,
      consentManagerId: env.CONSENT_MANAGER_ID,
      chatAppId: env.CHAT_APP_ID,
      marketingTrackerId: env.MARKETING_TRACKER_ID,
      hostedForm: hostedFormConfig(env),
    },
  } as const;
}

export type SiteConfig = ReturnType<typeof buildSiteConfig>;
export const siteConfig: SiteConfig = buildSiteConfig(parseSiteEnv(process.env));
