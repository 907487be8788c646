import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { legacyRedirects } from "./redirects";
import { isPage, routes } from "./routes";
import { localesFor } from "./route-locales";

/**
 * SPEC §2 'Routes': every page of the site the spec names (role paths growth and marketing as
 * `/role/growth` and `/role/marketing`; the FAQ's `{product}-ip-messaging-faq` is Viber's, README
 * 'Content'). The
 * external ones (partner sign-in, the dashboard) are not pages of this site. `/customer-stories` is
 * the header's Customer Stories menu (SPEC §2 'Header').
 */
const specRoutes = new Set([
  "/",
  ...["/company", "/careers", "/partnerships-alliances", "/partners"],
  ...["/privacy-policy", "/cookie-policy", "/terms-and-conditions", "/enterprise-security", "/dlt"],
  "/request-demo",
  "/pricing",
  ...["/communicate", "/advertise", "/personalize", "/agent-assist", "/conversation-builder"],
  ...["/ai-copilot", "/integrations", "/campaign-manager", "/conversation-cloud", "/ace-llm"],
  ...["/whatsapp-api", "/rcs-api", "/voice-api", "/ai-agents", "/ai-agent-use-cases"],
  ...[
    "financial-services",
    "retail-and-ecommerce",
    "food-and-beverage",
    "real-estate",
    "healthcare",
    "travel-and-hospitality",
  ].map((industry) => `/industry/${industry}`),
  ...["commerce-and-sales", "support-and-customer-experience", "growth", "marketing"].map(
    (r) => `/role/${r}`,
  ),
  "/whatsapp-chat-button-widget",
  "/free-whatsapp-qr-code-generator",
  "/blog",
  "/resources/faq",
  ...[
    "telegram-faq",
    "whatsapp-faq",
    "rcs-faq",
    "sms-faq",
    "voice-api-faq",
    "integrations-faq",
    "instagram-faqs",
    "viber-ip-messaging-faq",
  ].map((faq) => `/resources/faq/${faq}`),
  "/channels/self-serve/whatsapp/pricing",
  "/contact-us",
  "/customer-stories",
]);
/**
 * SPEC §2 routes with a variable part: any slug under them is a spec route. The DLT guides' paths
 * are not shown in the spec (three guides with a back link to /dlt): they live under /dlt/. The
 * blog's posts, list pages and topics live under /blog/, and the guides' list is /resources/guide.
 */
const specPrefixes = ["/resources/guide", "/resources/faq/", "/dlt/", "/blog/"];
const isSpecRoute = (path: string) => specRoutes.has(path) || specPrefixes.some((p) => path.startsWith(p));

describe("route registry", () => {
  const live = new Set<string>(routes.map((r) => r.path));

  it("serves only spec routes", () => {
    expect([...live].filter((path) => !isSpecRoute(path))).toEqual([]);
  });

  it("leaves no route of SPEC §2 out", () => {
    expect([...specRoutes].filter((path) => !live.has(path))).toEqual([]);
  });

  it("redirects only to live pages", () => {
    expect(legacyRedirects.map((r) => r.destination).filter((path) => !live.has(path))).toEqual([]);
  });
});

describe("isPage", () => {
  it("knows a registry page in its locales, the developer page, and nothing else", () => {
    expect(isPage("it", "/company")).toBe(true);
    expect(isPage("en", "/dlt")).toBe(true);
    expect(isPage("ru", "/dlt")).toBe(false);
    expect(isPage("en", "/section-gallery")).toBe(true);
    expect(isPage("it", "/section-gallery")).toBe(false);
    expect(isPage("en", "/no-such-page")).toBe(false);
    expect(isPage("ru", "/page-not-found")).toBe(false);
  });
});

describe("localesFor", () => {
  it("offers a registry page's locales, a developer page's, and every locale for unknown paths", () => {
    expect(localesFor("/company")).toEqual(locales);
    expect(localesFor("/section-gallery")).toEqual(["en"]);
    expect(localesFor("/no-such-page")).toEqual(locales);
  });
});
