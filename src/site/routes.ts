import type { Locale } from "@/i18n/routing";
import { localesFor } from "./route-locales";
import { DLT_GUIDES } from "@/data/dlt";
import { solutions, type SolutionNamespace } from "@/data/solutions";
import { blogPagePath, blogPosts, blogTagPath, pageCount, usedTags } from "@/content/blog";
import { checkLinks, englishDocs } from "@/content/docs";
import type { ContentKind } from "@/content/kinds";
import type { ContentRoute } from "./content-routes";

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
  | "Organization"
  | "WebSite"
  | "BreadcrumbList"
  | "FAQPage"
  | "SoftwareApplication"
  | "Product"
  | "ItemList"
  | "Article";

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
  | "resources"
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
  /** A page of `content/` (src/site/content-routes.ts); its names come from the content. */
  content?: ContentRoute;
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

const BENCHED_CONTENT = ["/resources/guide/whatsapp-pricing", "/blog/ai-agent-to-human-handover"];

const CONTENT_JSON_LD = {
  faq: ["BreadcrumbList", "FAQPage"],
  guides: ["BreadcrumbList", "Article"],
  blog: ["BreadcrumbList", "Article"],
} as const satisfies Record<ContentKind, readonly JsonLdKind[]>;

/**
 * The routes of `content/` (issue 27): each piece at its address, the guides' list, the blog's list
 * pages and its topics. A topic page only gathers posts, so it is not indexed.
 */
function contentRouteDefs(): (Omit<RouteDef, "locales"> & { content: ContentRoute })[] {
  const page = (
    path: string,
    content: ContentRoute,
    jsonLd: readonly JsonLdKind[],
    robots: Robots = "index, follow",
  ) => ({ path, group: "resources", namespace: "resources", robots, jsonLd, content }) as const;
  const posts = blogPosts("en");
  return [
    ...englishDocs().map((doc) => ({
      ...page(doc.path, { type: "doc", kind: doc.kind, slug: doc.slug }, CONTENT_JSON_LD[doc.kind]),
      // Issue 27's budget, on one guide and one post: the foundation's, with at most 30 KB of JS.
      ...(BENCHED_CONTENT.includes(doc.path) && { bench: true, jsBudgetKb: 30 }),
    })),
    page("/resources/guide", { type: "guides" }, ["BreadcrumbList", "ItemList"]),
    ...Array.from({ length: pageCount(posts.length) }, (_, i) =>
      page(blogPagePath(i + 1), { type: "blog", page: i + 1 }, ["BreadcrumbList", "ItemList"]),
    ),
    ...usedTags(posts).map((tag) =>
      page(blogTagPath(tag), { type: "tag", tag }, ["BreadcrumbList"], "noindex, follow"),
    ),
  ];
}

export const routes: readonly RouteDef[] = [...routeDefs, ...contentRouteDefs()].map((route) => ({
  ...route,
  locales: localesFor(route.path),
}));

// Every link in `content/` leads to a page of the registry, or the build stops here.
checkLinks(new Set(routes.map((route) => route.path)));

export type RoutePath = (typeof routeDefs)[number]["path"];

const byPath = new Map<string, RouteDef>(routes.map((r) => [r.path, r]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** A real page kept out of the registry (no sitemap, selector or smoke test): the section gallery. */
const UNLISTED = ["/section-gallery"];

/** Whether `path` (without its locale prefix) is a page in `locale`. */
export function isPage(locale: Locale, path: string): boolean {
  const offered = findRoute(path)?.locales ?? (UNLISTED.includes(path) ? localesFor(path) : []);
  return offered.includes(locale);
}
