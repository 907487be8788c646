import type { RoutePath } from "./routes";
import type { ContentPath } from "./content-routes";

/**
 * The header menus, the mobile drawer and the footer, as data: which links, in which order, where
 * they go. Labels live in `messages/<locale>/common.json` under `nav.links.<id>` (label + desc).
 */
type SitePath = RoutePath | ContentPath;

/** Where a link goes: a page of this site, or a key of the site config's external addresses. */
export type NavTarget =
  | { path: SitePath }
  | { external: "newsroom" | "ebooks" | "caseStudies" | "webinars" | "developers" }
  | { config: "partnerSignIn" };

export type NavLinkId = keyof typeof navLinks;

/** SPEC §6: partner sign-in is external (in the app), so its link opens in a new tab. */
export function opensInNewTab(target: NavTarget): boolean {
  return "config" in target;
}

export const navLinks = {
  conversationCloud: { path: "/conversation-cloud" },
  communicate: { path: "/communicate" },
  advertise: { path: "/advertise" },
  personalize: { path: "/personalize" },
  agentAssist: { path: "/agent-assist" },
  conversationBuilder: { path: "/conversation-builder" },
  campaignManager: { path: "/campaign-manager" },
  aiCopilot: { path: "/ai-copilot" },
  aceLlm: { path: "/ace-llm" },
  integrations: { path: "/integrations" },
  whatsappApi: { path: "/whatsapp-api" },
  rcsApi: { path: "/rcs-api" },
  voiceApi: { path: "/voice-api" },
  whatsappPricing: { path: "/channels/self-serve/whatsapp/pricing" },
  aiAgents: { path: "/ai-agents" },
  aiAgentUseCases: { path: "/ai-agent-use-cases" },
  financialServices: { path: "/industry/financial-services" },
  retail: { path: "/industry/retail-and-ecommerce" },
  foodAndBeverage: { path: "/industry/food-and-beverage" },
  realEstate: { path: "/industry/real-estate" },
  healthcare: { path: "/industry/healthcare" },
  travel: { path: "/industry/travel-and-hospitality" },
  commerceAndSales: { path: "/role/commerce-and-sales" },
  support: { path: "/role/support-and-customer-experience" },
  growth: { path: "/role/growth" },
  marketing: { path: "/role/marketing" },
  customerStories: { path: "/customer-stories" },
  caseStudies: { external: "caseStudies" },
  partnerProgram: { path: "/partnerships-alliances" },
  findPartner: { path: "/partners" },
  partnerSignIn: { config: "partnerSignIn" },
  blog: { path: "/blog" },
  guides: { path: "/resources/guide" },
  faq: { path: "/resources/faq" },
  ebooks: { external: "ebooks" },
  webinars: { external: "webinars" },
  developers: { external: "developers" },
  qrGenerator: { path: "/free-whatsapp-qr-code-generator" },
  chatWidget: { path: "/whatsapp-chat-button-widget" },
  about: { path: "/company" },
  careers: { path: "/careers" },
  newsroom: { external: "newsroom" },
  contact: { path: "/contact-us" },
  enterpriseSecurity: { path: "/enterprise-security" },
  privacy: { path: "/privacy-policy" },
  cookies: { path: "/cookie-policy" },
  terms: { path: "/terms-and-conditions" },
  dlt: { path: "/dlt" },
  requestDemo: { path: "/request-demo" },
  guideWhatsappBusinessApi: { path: "/resources/guide/whatsapp-business-api" },
  guideWhatsappPricing: { path: "/resources/guide/whatsapp-pricing" },
  guideClickToChat: { path: "/resources/guide/whatsapp-click-to-chat" },
  guideRcsBusinessMessaging: { path: "/resources/guide/rcs-business-messaging" },
  guideIndiaDlt: { path: "/resources/guide/india-dlt-registration" },
  faqWhatsapp: { path: "/resources/faq/whatsapp-faq" },
  faqRcs: { path: "/resources/faq/rcs-faq" },
  faqSms: { path: "/resources/faq/sms-faq" },
  faqVoice: { path: "/resources/faq/voice-api-faq" },
  faqIntegrations: { path: "/resources/faq/integrations-faq" },
  faqInstagram: { path: "/resources/faq/instagram-faqs" },
  faqTelegram: { path: "/resources/faq/telegram-faq" },
  faqViber: { path: "/resources/faq/viber-ip-messaging-faq" },
} as const satisfies Record<string, NavTarget>;

/** The Resources menu and the footer's Resources column list the same links. */
const resourceLinks = [
  "blog",
  "guides",
  "faq",
  "ebooks",
  "webinars",
  "caseStudies",
  "developers",
  "qrGenerator",
  "chatWidget",
  "whatsappPricing",
] as const satisfies readonly NavLinkId[];

export interface NavTab {
  id: "products" | "capabilities" | "channels" | "industry" | "role";
  links: readonly NavLinkId[];
}

/**
 * The card in every menu panel's right column: a page worth a look from that menu. Its texts are
 * `nav.features.<id>` in `common.json`; Conversation Cloud's card also plays the promo video.
 */
export const menuFeatures = {
  conversationCloud: "/conversation-cloud",
  useCases: "/ai-agent-use-cases",
  stories: "/customer-stories",
  partnerProgram: "/partnerships-alliances",
  tools: "/free-whatsapp-qr-code-generator",
  careers: "/careers#open-roles",
} as const satisfies Record<string, string>;

export type MenuFeatureId = keyof typeof menuFeatures;

export type NavMenu =
  | { id: "platform" | "solutions"; tabs: readonly NavTab[]; feature: MenuFeatureId }
  | { id: "ai" | "partners" | "resources" | "company"; links: readonly NavLinkId[]; feature: MenuFeatureId }
  | { id: "stories"; link: NavLinkId };

/** SPEC §2 'Header': the menus in order. Customer Stories is a plain link: it has one page. */
export const headerMenus: readonly NavMenu[] = [
  {
    id: "platform",
    tabs: [
      {
        id: "products",
        links: ["conversationCloud", "communicate", "advertise", "personalize", "agentAssist"],
      },
      {
        id: "capabilities",
        links: ["conversationBuilder", "campaignManager", "aiCopilot", "aceLlm", "integrations"],
      },
      { id: "channels", links: ["whatsappApi", "rcsApi", "voiceApi", "whatsappPricing"] },
    ],
    feature: "conversationCloud",
  },
  {
    id: "ai",
    links: ["aiAgents", "aiAgentUseCases", "aiCopilot", "aceLlm", "agentAssist"],
    feature: "useCases",
  },
  {
    id: "solutions",
    tabs: [
      {
        id: "industry",
        links: ["financialServices", "retail", "foodAndBeverage", "realEstate", "healthcare", "travel"],
      },
      { id: "role", links: ["commerceAndSales", "support", "growth", "marketing"] },
    ],
    feature: "stories",
  },
  { id: "stories", link: "customerStories" },
  { id: "partners", links: ["partnerProgram", "findPartner", "partnerSignIn"], feature: "partnerProgram" },
  { id: "resources", links: resourceLinks, feature: "tools" },
  {
    id: "company",
    links: ["about", "careers", "customerStories", "newsroom", "contact", "enterpriseSecurity"],
    feature: "careers",
  },
];

/** SPEC §3 'Footer data' tab contents: a titled list of links, some laid out in two columns. */
export interface FooterColumn {
  id: "company" | "resources" | "platform" | "channels" | "solutions";
  type: "single" | "two-column";
  links: readonly NavLinkId[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    id: "company",
    type: "single",
    links: ["about", "careers", "customerStories", "partnerProgram", "findPartner", "newsroom", "contact"],
  },
  { id: "channels", type: "single", links: ["whatsappApi", "rcsApi", "voiceApi"] },
  {
    id: "resources",
    type: "two-column",
    links: resourceLinks,
  },
  {
    id: "platform",
    type: "two-column",
    links: [
      "conversationCloud",
      "communicate",
      "advertise",
      "personalize",
      "agentAssist",
      "conversationBuilder",
      "campaignManager",
      "aiCopilot",
      "aceLlm",
      "integrations",
      "aiAgents",
      "aiAgentUseCases",
    ],
  },
  {
    id: "solutions",
    type: "two-column",
    links: [
      "financialServices",
      "retail",
      "foodAndBeverage",
      "realEstate",
      "healthcare",
      "travel",
      "commerceAndSales",
      "support",
      "growth",
      "marketing",
    ],
  },
];

/** The footer's expandable lists. */
export const footerGuides = [
  "guideWhatsappBusinessApi",
  "guideWhatsappPricing",
  "guideClickToChat",
  "guideRcsBusinessMessaging",
  "guideIndiaDlt",
] as const satisfies readonly NavLinkId[];

export const footerFaqs = [
  "faqWhatsapp",
  "faqRcs",
  "faqSms",
  "faqVoice",
  "faqIntegrations",
  "faqInstagram",
  "faqTelegram",
  "faqViber",
] as const satisfies readonly NavLinkId[];

/** SPEC §3 'subLinkSection': the legal links beside the copyright. */
export const legalLinks = [
  "privacy",
  "cookies",
  "terms",
  "enterpriseSecurity",
  "dlt",
] as const satisfies readonly NavLinkId[];
