import { locales, type Locale } from "@/i18n/routing";

/**
 * The route registry: every real page of the site. Metadata, sitemap, hreflang, the language
 * selector and the smoke tests all read it. A route enters only when its page is real.
 */
export type RouteGroup =
  | "home"
  | "company"
  | "legal"
  | "platform"
  | "channels"
  | "ai"
  | "solutions"
  | "tools"
  | "resources"
  | "contact"
  | "pricing";

export type JsonLdKind =
  "Organization" | "WebSite" | "BreadcrumbList" | "FAQPage" | "SoftwareApplication" | "Product";

/** Message namespace holding `meta.title`, `meta.description` and (inner pages) `meta.breadcrumb`. */
export type MessageNamespace =
  | "home"
  | "company"
  | "careers"
  | "partners"
  | "alliances"
  | "customerStories"
  | "requestDemo"
  | "contactUs"
  | "qrGenerator"
  | "widgetGenerator"
  | "whatsappApi"
  | "rcsApi"
  | "voiceApi"
  | "advertise"
  | "agentAssist"
  | "conversationBuilder"
  | "campaignManager"
  | "communicate"
  | "personalize"
  | "aiCopilot"
  | "integrations"
  | "conversationCloud"
  | "aceLlm"
  | "aiAgents"
  | "pricing"
  | "whatsappPricing"
  | "cookiePolicy";

export type Robots = "index, follow" | "noindex, nofollow" | "noindex, follow";

export interface RouteDef {
  path: string;
  group: RouteGroup;
  namespace: MessageNamespace;
  robots: Robots;
  locales: readonly Locale[];
  jsonLd: readonly JsonLdKind[];
  /** Measured by `npm run bench`. */
  bench?: boolean;
  /** First-load JS allowed over the framework floor, in KB gzip, when not the default 40. */
  jsBudgetKb?: number;
}

export const routes = [
  {
    path: "/",
    group: "home",
    namespace: "home",
    robots: "index, follow",
    locales,
    jsonLd: ["Organization", "WebSite", "FAQPage"],
    bench: true,
  },
  {
    path: "/company",
    group: "company",
    namespace: "company",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList"],
    bench: true,
  },
  {
    path: "/careers",
    group: "company",
    namespace: "careers",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList"],
  },
  {
    path: "/partnerships-alliances",
    group: "company",
    namespace: "alliances",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "FAQPage"],
  },
  {
    path: "/partners",
    group: "company",
    namespace: "partners",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList"],
  },
  {
    path: "/customer-stories",
    group: "company",
    namespace: "customerStories",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList"],
  },
  {
    path: "/request-demo",
    group: "contact",
    namespace: "requestDemo",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList"],
    bench: true,
  },
  {
    path: "/contact-us",
    group: "contact",
    namespace: "contactUs",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList"],
  },
  {
    path: "/free-whatsapp-qr-code-generator",
    group: "tools",
    namespace: "qrGenerator",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
    bench: true,
  },
  {
    path: "/whatsapp-chat-button-widget",
    group: "tools",
    namespace: "widgetGenerator",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
    bench: true,
  },
  {
    path: "/whatsapp-api",
    group: "channels",
    namespace: "whatsappApi",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "FAQPage"],
    bench: true,
  },
  {
    path: "/rcs-api",
    group: "channels",
    namespace: "rcsApi",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "FAQPage"],
  },
  {
    path: "/voice-api",
    group: "channels",
    namespace: "voiceApi",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "FAQPage"],
  },
  {
    path: "/advertise",
    group: "platform",
    namespace: "advertise",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/agent-assist",
    group: "platform",
    namespace: "agentAssist",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/conversation-builder",
    group: "platform",
    namespace: "conversationBuilder",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/campaign-manager",
    group: "platform",
    namespace: "campaignManager",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/communicate",
    group: "platform",
    namespace: "communicate",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/personalize",
    group: "platform",
    namespace: "personalize",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/ai-copilot",
    group: "ai",
    namespace: "aiCopilot",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/integrations",
    group: "platform",
    namespace: "integrations",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
    bench: true,
  },
  {
    path: "/conversation-cloud",
    group: "platform",
    namespace: "conversationCloud",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/ace-llm",
    group: "ai",
    namespace: "aceLlm",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/ai-agents",
    group: "ai",
    namespace: "aiAgents",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
    bench: true,
  },
  {
    path: "/pricing",
    group: "pricing",
    namespace: "pricing",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "Product", "FAQPage"],
    bench: true,
    // The price table and the estimator (issue 22's budget).
    jsBudgetKb: 60,
  },
  {
    path: "/channels/self-serve/whatsapp/pricing",
    group: "pricing",
    namespace: "whatsappPricing",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList", "Product", "FAQPage"],
  },
  {
    path: "/cookie-policy",
    group: "legal",
    namespace: "cookiePolicy",
    robots: "index, follow",
    locales,
    jsonLd: ["BreadcrumbList"],
  },
] as const satisfies readonly RouteDef[];

export type RoutePath = (typeof routes)[number]["path"];

/**
 * Routes named by the spec that menus may already link to but whose pages have not landed yet.
 * Kept explicit so a test can check every link; it must be empty once the remaining pages land.
 */
export const plannedRoutes = [
  "/privacy-policy",
  "/terms-and-conditions",
  "/enterprise-security",
  "/dlt",
  "/ai-agent-use-cases",
  "/industry/financial-services",
  "/industry/retail-and-ecommerce",
  "/industry/food-and-beverage",
  "/industry/real-estate",
  "/industry/healthcare",
  "/industry/travel-and-hospitality",
  "/role/commerce-and-sales",
  "/role/support-and-customer-experience",
  "/role/growth",
  "/role/marketing",
  "/blog",
  "/resources/faq",
  "/resources/faq/whatsapp-faq",
  "/resources/faq/rcs-faq",
  "/resources/faq/sms-faq",
  "/resources/faq/voice-api-faq",
  "/resources/faq/integrations-faq",
  "/resources/faq/instagram-faqs",
  "/resources/faq/telegram-faq",
  "/resources/guide/whatsapp-business-api",
  "/resources/guide/whatsapp-pricing",
  "/resources/guide/whatsapp-click-to-chat",
  "/resources/guide/rcs-business-messaging",
  "/resources/guide/india-dlt-registration",
] as const;

const byPath = new Map<string, RouteDef>(routes.map((r) => [r.path, r]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/**
 * Developer pages: real, English, `noindex`, and outside the registry so no sitemap, hreflang or
 * smoke test treats them as marketing pages.
 */
export const devRoutes = [{ path: "/section-gallery", locales: ["en"] }] as const satisfies readonly Pick<
  RouteDef,
  "path" | "locales"
>[];

/** Locales a path is offered in; unknown paths (404s) offer every locale. */
export function localesFor(path: string): readonly Locale[] {
  return findRoute(path)?.locales ?? devRoutes.find((r) => r.path === path)?.locales ?? locales;
}
