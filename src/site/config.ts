import "server-only";
import { chatConfig } from "./chat-settings";
import { hostedFormConfig } from "./hosted-form";
import { tagList } from "./tag-settings";
import { ownDomain, siteOrigin } from "./origin";
import { parseSiteEnv, type SiteEnv } from "./settings";

/** The one typed site configuration, built once from the settings (src/site/settings.ts). */
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
      security: env.MAIL_SECURITY,
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
      walletHost: env.WALLET_HOST,
    },
    external: {
      newsroom: resource("/newsroom"),
      ebooks: resource("/ebooks"),
      caseStudies: resource("/case-studies"),
      webinars: resource("/webinars"),
      demoVideo: env.DEMO_VIDEO_URL || resource("/videos/platform-tour"),
      developers: env.DEVELOPERS_URL,
    },
    thirdParty: {
      tags: tagList(env),
      consentManagerId: env.CONSENT_MANAGER_ID,
      chat: chatConfig(env),
      hostedForm: hostedFormConfig(env),
    },
  } as const;
}

export type SiteConfig = ReturnType<typeof buildSiteConfig>;
export const siteConfig: SiteConfig = buildSiteConfig(parseSiteEnv(process.env));
