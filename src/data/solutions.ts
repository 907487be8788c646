import type { Industry, Role } from "./audiences";
import { stories, type CustomerStory } from "./stories";

/**
 * The solutions pages: six industries and four roles. Each page's copy is its own namespace of
 * `messages/<locale>/<namespace>.json` (shape: `SolutionCopy` in src/components/solutions); the
 * facts every locale shares (which use cases, where each one leads, which stories) live here.
 */

/**
 * The role names of the AI-agent catalogue (SPEC §3 'Agent config item', §5 'Role query'), defined
 * once: agents carry them, the catalogue's role filter lists them, and `?role=` takes one of them.
 */
export const agentRoleNames: Readonly<Record<Role, string>> = {
  "commerce-and-sales": "Commerce/Sales",
  "support-and-customer-experience": "Support/Customer Experience",
  growth: "Growth",
  marketing: "Marketing",
};

/** The catalogue pre-filtered for a role (`?role=`, SPEC §2) or an industry (`?industry=`). */
export function agentCatalogueHref(filter: { role: Role } | { industry: Industry }): string {
  const query =
    "role" in filter
      ? `role=${encodeURIComponent(agentRoleNames[filter.role])}`
      : `industry=${encodeURIComponent(filter.industry)}`;
  return `/ai-agent-use-cases?${query}`;
}

/** Where a channel's card leads: its channel page (SMS has none; Communicate is its home). */
export const channelPages = {
  whatsapp: "/whatsapp-api",
  rcs: "/rcs-api",
  voice: "/voice-api",
  sms: "/communicate",
} as const;

export type SolutionNamespace =
  | "industryFinancialServices"
  | "industryRetail"
  | "industryFoodAndBeverage"
  | "industryRealEstate"
  | "industryHealthcare"
  | "industryTravel"
  | "roleCommerceAndSales"
  | "roleSupport"
  | "roleGrowth"
  | "roleMarketing";

export interface Solution {
  path: `/industry/${Industry}` | `/role/${Role}`;
  slug: string;
  namespace: SolutionNamespace;
  /** Whom the page is for: its stories and its link into the agent catalogue follow. */
  audience: { industry: Industry } | { role: Role };
  /** The use-case tabs, in order: tab name → the page that tells more. */
  useCases: Readonly<Record<string, string>>;
  /** Where the rules section's link leads. */
  rulesLink: string;
  /** The travel page's grid (SPEC §2 'travel grid'): card id → where its link leads. */
  grid?: Readonly<Record<string, string>>;
}

export const industrySolutions: readonly Solution[] = [
  {
    path: "/industry/financial-services",
    slug: "financial-services",
    namespace: "industryFinancialServices",
    audience: { industry: "financial-services" },
    useCases: { otp: "/communicate", "fraud-alert": "/whatsapp-api", claims: "/ai-agents" },
    rulesLink: "/dlt",
  },
  {
    path: "/industry/retail-and-ecommerce",
    slug: "retail-and-ecommerce",
    namespace: "industryRetail",
    audience: { industry: "retail-and-ecommerce" },
    useCases: { "cart-recovery": "/whatsapp-api", "product-finder": "/rcs-api", returns: "/ai-agents" },
    rulesLink: "/pricing",
  },
  {
    path: "/industry/food-and-beverage",
    slug: "food-and-beverage",
    namespace: "industryFoodAndBeverage",
    audience: { industry: "food-and-beverage" },
    useCases: { "order-updates": "/whatsapp-api", "weekly-offers": "/rcs-api", reorder: "/personalize" },
    rulesLink: "/pricing",
  },
  {
    path: "/industry/real-estate",
    slug: "real-estate",
    namespace: "industryRealEstate",
    audience: { industry: "real-estate" },
    useCases: { enquiry: "/ai-agents", "site-visit": "/whatsapp-api", maintenance: "/conversation-builder" },
    rulesLink: "/dlt",
  },
  {
    path: "/industry/healthcare",
    slug: "healthcare",
    namespace: "industryHealthcare",
    audience: { industry: "healthcare" },
    useCases: { appointments: "/rcs-api", "lab-reports": "/whatsapp-api", waitlist: "/communicate" },
    rulesLink: "/enterprise-security",
  },
  {
    path: "/industry/travel-and-hospitality",
    slug: "travel-and-hospitality",
    namespace: "industryTravel",
    audience: { industry: "travel-and-hospitality" },
    useCases: { disruption: "/ai-agents", "pre-arrival": "/whatsapp-api", "boarding-pass": "/rcs-api" },
    rulesLink: "/pricing",
    grid: {
      airlines: "/ai-agents",
      hotels: "/whatsapp-api",
      agencies: "/campaign-manager",
      mobility: "/voice-api",
    },
  },
];

export const roleSolutions: readonly Solution[] = [
  {
    path: "/role/commerce-and-sales",
    slug: "commerce-and-sales",
    namespace: "roleCommerceAndSales",
    audience: { role: "commerce-and-sales" },
    useCases: {
      "click-to-chat-ad": "/advertise",
      "guided-selling": "/ai-agents",
      "quote-follow-up": "/agent-assist",
    },
    rulesLink: "/pricing",
  },
  {
    path: "/role/support-and-customer-experience",
    slug: "support-and-customer-experience",
    namespace: "roleSupport",
    audience: { role: "support-and-customer-experience" },
    useCases: { "order-status": "/ai-agents", handover: "/agent-assist", feedback: "/conversation-builder" },
    rulesLink: "/enterprise-security",
  },
  {
    path: "/role/growth",
    slug: "growth",
    namespace: "roleGrowth",
    audience: { role: "growth" },
    useCases: { acquisition: "/advertise", activation: "/personalize", "win-back": "/campaign-manager" },
    rulesLink: "/pricing",
  },
  {
    path: "/role/marketing",
    slug: "marketing",
    namespace: "roleMarketing",
    audience: { role: "marketing" },
    useCases: {
      launch: "/rcs-api",
      "opt-in": "/free-whatsapp-qr-code-generator",
      event: "/campaign-manager",
    },
    rulesLink: "/dlt",
  },
];

export const solutions: readonly Solution[] = [...industrySolutions, ...roleSolutions];

/** The page's hero picture: one designed illustration per industry and per team. */
export const solutionImage = (solution: Solution) =>
  `/illustrations/${"industry" in solution.audience ? "industries" : "roles"}/${solution.slug}.svg`;

/** A card's picture in the page's grid (the travel page's). */
export const gridImage = (solution: Solution, card: string) => `/illustrations/${solution.slug}/${card}.svg`;

/** The customer stories of the page's industry, or of its team. */
export function solutionStories({ audience }: Solution): CustomerStory[] {
  return stories.filter((s) =>
    "industry" in audience ? s.industry === audience.industry : s.roles.includes(audience.role),
  );
}
