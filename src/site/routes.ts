import type { Locale } from "@/i18n/routing";
import { localesFor } from "./route-locales";
import { DLT_GUIDES } from "@/data/dlt";
import { solutions, type SolutionNamespace } from "@/data/solutions";

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
  "Organization" | "WebSite" | "BreadcrumbList" | "FAQPage" | "SoftwareApplication" | "Product" | "ItemList";

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
  | "cookiePolicy"
  | "privacyPolicy"
  | "termsAndConditions"
  | "enterpriseSecurity"
  | "dlt"
  | "dltPrincipalEntity"
  | "dltSenderId"
  | "dltTemplate"
  | "aiAgentUseCases"
  | SolutionNamespace;

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

const routeDefs = [
  {
    path: "/",
    group: "home",
    namespace: "home",
    robots: "index, follow",
    jsonLd: ["Organization", "WebSite", "FAQPage"],
    bench: true,
  },
  {
    path: "/company",
    group: "company",
    namespace: "company",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList"],
    bench: true,
  },
  {
    path: "/careers",
    group: "company",
    namespace: "careers",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList"],
  },
  {
    path: "/partnerships-alliances",
    group: "company",
    namespace: "alliances",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "FAQPage"],
  },
  {
    path: "/partners",
    group: "company",
    namespace: "partners",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList"],
  },
  {
    path: "/customer-stories",
    group: "company",
    namespace: "customerStories",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList"],
  },
  {
    path: "/request-demo",
    group: "contact",
    namespace: "requestDemo",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList"],
    bench: true,
  },
  {
    path: "/contact-us",
    group: "contact",
    namespace: "contactUs",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList"],
  },
  {
    path: "/free-whatsapp-qr-code-generator",
    group: "tools",
    namespace: "qrGenerator",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
    bench: true,
  },
  {
    path: "/whatsapp-chat-button-widget",
    group: "tools",
    namespace: "widgetGenerator",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
    bench: true,
  },
  {
    path: "/whatsapp-api",
    group: "channels",
    namespace: "whatsappApi",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "FAQPage"],
    bench: true,
  },
  {
    path: "/rcs-api",
    group: "channels",
    namespace: "rcsApi",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "FAQPage"],
  },
  {
    path: "/voice-api",
    group: "channels",
    namespace: "voiceApi",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "FAQPage"],
  },
  {
    path: "/advertise",
    group: "platform",
    namespace: "advertise",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/agent-assist",
    group: "platform",
    namespace: "agentAssist",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/conversation-builder",
    group: "platform",
    namespace: "conversationBuilder",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/campaign-manager",
    group: "platform",
    namespace: "campaignManager",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/communicate",
    group: "platform",
    namespace: "communicate",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/personalize",
    group: "platform",
    namespace: "personalize",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/ai-copilot",
    group: "ai",
    namespace: "aiCopilot",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/integrations",
    group: "platform",
    namespace: "integrations",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
    bench: true,
  },
  {
    path: "/conversation-cloud",
    group: "platform",
    namespace: "conversationCloud",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/ace-llm",
    group: "ai",
    namespace: "aceLlm",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
  },
  {
    path: "/ai-agents",
    group: "ai",
    namespace: "aiAgents",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "SoftwareApplication", "FAQPage"],
    bench: true,
  },
  {
    path: "/ai-agent-use-cases",
    group: "ai",
    namespace: "aiAgentUseCases",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList", "ItemList"],
    bench: true,
    // The catalogue's filters, search, pages and agent start (issue 26's budget).
    jsBudgetKb: 60,
  },
  {
    path: "/pricing",
    group: "pricing",
    namespace: "pricing",
    robots: "index, follow",
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
    jsonLd: ["BreadcrumbList", "Product", "FAQPage"],
  },
  {
    path: "/cookie-policy",
    group: "legal",
    namespace: "cookiePolicy",
    robots: "index, follow",
    jsonLd: ["BreadcrumbList"],
  },
  ...(
    [
      ["/privacy-policy", "privacyPolicy"],
      ["/terms-and-conditions", "termsAndConditions"],
      ["/enterprise-security", "enterpriseSecurity"],
    ] as const
  ).map(
    ([path, namespace]) =>
      ({ path, group: "legal", namespace, robots: "index, follow", jsonLd: ["BreadcrumbList"] }) as const,
  ),
  { path: "/dlt", group: "legal", namespace: "dlt", robots: "index, follow", jsonLd: ["BreadcrumbList"] },
  ...DLT_GUIDES.map(
    ({ slug, namespace }) =>
      ({
        path: `/dlt/${slug}`,
        group: "legal",
        namespace,
        robots: "index, follow",
        jsonLd: ["BreadcrumbList"],
      }) as const,
  ),
  ...solutions.map(
    ({ path, namespace }) =>
      ({
        path,
        group: "solutions",
        namespace,
        robots: "index, follow",
        jsonLd: ["BreadcrumbList"],
        // The foundation budgets on one industry and one role (issue 25).
        bench: path === "/industry/healthcare" || path === "/role/marketing",
      }) as const,
  ),
] as const satisfies readonly Omit<RouteDef, "locales">[];

export const routes = routeDefs.map((route) => ({ ...route, locales: localesFor(route.path) }));

export type RoutePath = (typeof routeDefs)[number]["path"];

export { plannedRoutes } from "./planned-routes";

const byPath = new Map<string, RouteDef>(routes.map((r) => [r.path, r]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}
