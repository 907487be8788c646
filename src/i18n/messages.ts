import { fallbackLocale, mergeMessages, type Tree } from "./merge-messages";
import type { Locale } from "./routing";
import type common from "../../messages/en/common.json";
import type home from "../../messages/en/home.json";
import type errors from "../../messages/en/errors.json";
import type company from "../../messages/en/company.json";
import type stories from "../../messages/en/stories.json";
import type careers from "../../messages/en/careers.json";
import type partners from "../../messages/en/partners.json";
import type alliances from "../../messages/en/alliances.json";
import type customerStories from "../../messages/en/customerStories.json";
import type leadForm from "../../messages/en/leadForm.json";
import type requestDemo from "../../messages/en/requestDemo.json";
import type contactUs from "../../messages/en/contactUs.json";
import type qrGenerator from "../../messages/en/qrGenerator.json";
import type widgetGenerator from "../../messages/en/widgetGenerator.json";
import type mockups from "../../messages/en/mockups.json";
import type whatsappApi from "../../messages/en/whatsappApi.json";
import type rcsApi from "../../messages/en/rcsApi.json";
import type voiceApi from "../../messages/en/voiceApi.json";
import type advertise from "../../messages/en/advertise.json";
import type agentAssist from "../../messages/en/agentAssist.json";
import type conversationBuilder from "../../messages/en/conversationBuilder.json";
import type campaignManager from "../../messages/en/campaignManager.json";
import type communicate from "../../messages/en/communicate.json";
import type personalize from "../../messages/en/personalize.json";
import type aiCopilot from "../../messages/en/aiCopilot.json";
import type integrations from "../../messages/en/integrations.json";
import type conversationCloud from "../../messages/en/conversationCloud.json";
import type aceLlm from "../../messages/en/aceLlm.json";
import type aiAgents from "../../messages/en/aiAgents.json";
import type pricingTable from "../../messages/en/pricingTable.json";
import type pricing from "../../messages/en/pricing.json";
import type whatsappPricing from "../../messages/en/whatsappPricing.json";
import type consent from "../../messages/en/consent.json";
import type cookiePolicy from "../../messages/en/cookiePolicy.json";
import type chat from "../../messages/en/chat.json";
import type privacyPolicy from "../../messages/en/privacyPolicy.json";
import type termsAndConditions from "../../messages/en/termsAndConditions.json";
import type enterpriseSecurity from "../../messages/en/enterpriseSecurity.json";
import type dlt from "../../messages/en/dlt.json";
import type dltPrincipalEntity from "../../messages/en/dltPrincipalEntity.json";
import type dltSenderId from "../../messages/en/dltSenderId.json";
import type dltTemplate from "../../messages/en/dltTemplate.json";
import type industryFinancialServices from "../../messages/en/industryFinancialServices.json";
import type industryRetail from "../../messages/en/industryRetail.json";
import type industryFoodAndBeverage from "../../messages/en/industryFoodAndBeverage.json";
import type industryRealEstate from "../../messages/en/industryRealEstate.json";
import type industryHealthcare from "../../messages/en/industryHealthcare.json";
import type industryTravel from "../../messages/en/industryTravel.json";
import type roleCommerceAndSales from "../../messages/en/roleCommerceAndSales.json";
import type roleSupport from "../../messages/en/roleSupport.json";
import type roleGrowth from "../../messages/en/roleGrowth.json";
import type roleMarketing from "../../messages/en/roleMarketing.json";
import type agents from "../../messages/en/agents.json";
import type aiAgentUseCases from "../../messages/en/aiAgentUseCases.json";
import type resources from "../../messages/en/resources.json";

/** One file per namespace: `messages/<locale>/<namespace>.json`. */
export const namespaces = [
  "common",
  "home",
  "errors",
  "company",
  "stories",
  "careers",
  "partners",
  "alliances",
  "customerStories",
  "leadForm",
  "requestDemo",
  "contactUs",
  "qrGenerator",
  "widgetGenerator",
  "mockups",
  "whatsappApi",
  "rcsApi",
  "voiceApi",
  "advertise",
  "agentAssist",
  "conversationBuilder",
  "campaignManager",
  "communicate",
  "personalize",
  "aiCopilot",
  "integrations",
  "conversationCloud",
  "aceLlm",
  "aiAgents",
  "pricingTable",
  "pricing",
  "whatsappPricing",
  "consent",
  "cookiePolicy",
  "chat",
  "privacyPolicy",
  "termsAndConditions",
  "enterpriseSecurity",
  "industryFinancialServices",
  "industryRetail",
  "industryFoodAndBeverage",
  "industryRealEstate",
  "industryHealthcare",
  "industryTravel",
  "roleCommerceAndSales",
  "roleSupport",
  "roleGrowth",
  "roleMarketing",
  "agents",
  "aiAgentUseCases",
  "resources",
] as const;

/**
 * Namespaces of the pages offered in English only (src/site/route-locales.ts): they exist in
 * `messages/en` alone, and every locale reads them from there.
 */
export const englishOnlyNamespaces = ["dlt", "dltPrincipalEntity", "dltSenderId", "dltTemplate"] as const;

export interface Messages {
  common: typeof common;
  home: typeof home;
  errors: typeof errors;
  company: typeof company;
  stories: typeof stories;
  careers: typeof careers;
  partners: typeof partners;
  alliances: typeof alliances;
  customerStories: typeof customerStories;
  leadForm: typeof leadForm;
  requestDemo: typeof requestDemo;
  contactUs: typeof contactUs;
  qrGenerator: typeof qrGenerator;
  widgetGenerator: typeof widgetGenerator;
  mockups: typeof mockups;
  whatsappApi: typeof whatsappApi;
  rcsApi: typeof rcsApi;
  voiceApi: typeof voiceApi;
  advertise: typeof advertise;
  agentAssist: typeof agentAssist;
  conversationBuilder: typeof conversationBuilder;
  campaignManager: typeof campaignManager;
  communicate: typeof communicate;
  personalize: typeof personalize;
  aiCopilot: typeof aiCopilot;
  integrations: typeof integrations;
  conversationCloud: typeof conversationCloud;
  aceLlm: typeof aceLlm;
  aiAgents: typeof aiAgents;
  pricingTable: typeof pricingTable;
  pricing: typeof pricing;
  whatsappPricing: typeof whatsappPricing;
  consent: typeof consent;
  cookiePolicy: typeof cookiePolicy;
  chat: typeof chat;
  privacyPolicy: typeof privacyPolicy;
  termsAndConditions: typeof termsAndConditions;
  enterpriseSecurity: typeof enterpriseSecurity;
  dlt: typeof dlt;
  dltPrincipalEntity: typeof dltPrincipalEntity;
  dltSenderId: typeof dltSenderId;
  dltTemplate: typeof dltTemplate;
  industryFinancialServices: typeof industryFinancialServices;
  industryRetail: typeof industryRetail;
  industryFoodAndBeverage: typeof industryFoodAndBeverage;
  industryRealEstate: typeof industryRealEstate;
  industryHealthcare: typeof industryHealthcare;
  industryTravel: typeof industryTravel;
  roleCommerceAndSales: typeof roleCommerceAndSales;
  roleSupport: typeof roleSupport;
  roleGrowth: typeof roleGrowth;
  roleMarketing: typeof roleMarketing;
  agents: typeof agents;
  aiAgentUseCases: typeof aiAgentUseCases;
  resources: typeof resources;
}

const load = async (locale: Locale, ns: string) =>
  [ns, (await import(`../../messages/${locale}/${ns}.json`)).default as Tree] as const;

async function loadOwn(locale: Locale): Promise<Tree> {
  return Object.fromEntries(await Promise.all(namespaces.map((ns) => load(locale, ns))));
}

/** Messages for a locale; `en-AE` holds only its differences from `en`. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const english = Object.fromEntries(await Promise.all(englishOnlyNamespaces.map((ns) => load("en", ns))));
  const own = { ...(await loadOwn(locale)), ...english };
  const base = fallbackLocale[locale];
  if (!base) return own as unknown as Messages;
  return mergeMessages((await loadOwn(base)) as unknown as Messages & Tree, own);
}
