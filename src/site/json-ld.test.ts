import { describe, expect, it } from "vitest";
import { pageJsonLd, serializeJsonLd } from "./json-ld";
import type { RouteDef } from "./routes";

const route = (jsonLd: RouteDef["jsonLd"], path = "/"): RouteDef => ({
  path,
  group: "home",
  namespace: "home",
  robots: "index, follow",
  locales: ["en", "it"],
  jsonLd,
});
const inputs = { brandName: "Orbitalk", title: "Company", homeLabel: "Home" };

describe("pageJsonLd", () => {
  it("builds Organization and WebSite for the home page", () => {
    const [org, site] = pageJsonLd(route(["Organization", "WebSite"]), "it", inputs);
    expect(org).toMatchObject({
      "@type": "Organization",
      name: "Orbitalk",
      url: "https://www.orbitalk.com/",
    });
    expect(site).toMatchObject({ "@type": "WebSite", url: "https://www.orbitalk.com/it", inLanguage: "it" });
  });

  it("builds a breadcrumb trail for inner pages", () => {
    const [crumbs] = pageJsonLd(route(["BreadcrumbList"], "/company"), "en", inputs);
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.orbitalk.com/" },
      { "@type": "ListItem", position: 2, name: "Company", item: "https://www.orbitalk.com/company" },
    ]);
  });

  it("puts the pages above a nested page in its trail", () => {
    const trail = [{ name: "DLT registration", path: "/dlt" }];
    const [crumbs] = pageJsonLd(route(["BreadcrumbList"], "/dlt/template"), "en", {
      ...inputs,
      title: "Template registration",
      trail,
    });
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.orbitalk.com/" },
      { "@type": "ListItem", position: 2, name: "DLT registration", item: "https://www.orbitalk.com/dlt" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Template registration",
        item: "https://www.orbitalk.com/dlt/template",
      },
    ]);
  });

  it("builds ItemList from what a catalogue's first page lists, each at its anchor, and refuses an empty one", () => {
    const list = [
      { name: "Card fraud alert agent", description: "Blocks a card.", anchor: "agent-card-fraud" },
    ];
    const [block] = pageJsonLd(route(["ItemList"], "/ai-agent-use-cases"), "it", { ...inputs, list });
    expect(block).toMatchObject({ "@type": "ItemList", numberOfItems: 1 });
    expect(block?.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Card fraud alert agent",
        description: "Blocks a card.",
        url: "https://www.orbitalk.com/it/ai-agent-use-cases#agent-card-fraud",
      },
    ]);
    expect(() => pageJsonLd(route(["ItemList"]), "en", inputs)).toThrow(/ItemList/);
  });

  it("builds FAQPage from the FAQ that renders, and refuses a declared FAQ with none", () => {
    const faq = [{ question: "Q?", answer: "A." }];
    const [block] = pageJsonLd(route(["FAQPage"]), "en", { ...inputs, faq });
    expect(block?.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
    expect(() => pageJsonLd(route(["FAQPage"]), "en", inputs)).toThrow(/FAQPage/);
  });

  it("describes a free tool as a SoftwareApplication, and refuses one with no app named", () => {
    const app = { name: "QR generator", description: "Makes codes.", free: true };
    const tool = route(["SoftwareApplication"], "/free-whatsapp-qr-code-generator");
    const [block] = pageJsonLd(tool, "es", { ...inputs, app });
    expect(block).toMatchObject({
      "@type": "SoftwareApplication",
      name: "QR generator",
      description: "Makes codes.",
      url: "https://www.orbitalk.com/es/free-whatsapp-qr-code-generator",
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: "0" },
    });
    expect(() => pageJsonLd(tool, "en", inputs)).toThrow(/SoftwareApplication/);
  });

  it("describes a product of the platform as a SoftwareApplication with no price claimed", () => {
    const app = { name: "Orbitalk Campaign manager", description: "Plans campaigns.", free: false };
    const product = route(["SoftwareApplication"], "/campaign-manager");
    const [block] = pageJsonLd(product, "en", { ...inputs, app });
    expect(block).toMatchObject({
      "@type": "SoftwareApplication",
      name: app.name,
      isAccessibleForFree: false,
    });
    expect(block).not.toHaveProperty("offers");
  });

  it("prices a product with its fixed fees as offers in USD, and refuses one with no product named", () => {
    const product = {
      name: "Messaging",
      description: "Per message.",
      offers: [{ name: "Fee: marketing", price: 0.001, unit: "per delivered message" }],
    };
    const page = route(["Product"], "/pricing");
    const [block] = pageJsonLd(page, "en", { ...inputs, product });
    expect(block).toMatchObject({
      "@type": "Product",
      name: "Messaging",
      brand: { "@type": "Brand" },
      offers: [{ "@type": "Offer", name: "Fee: marketing", price: "0.0010", priceCurrency: "USD" }],
    });
    expect(() => pageJsonLd(page, "en", inputs)).toThrow(/Product/);
  });

  it("serializes so the data can never close its script element", () => {
    const json = serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "</script><script>alert(1)</script>\u2028",
    });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>\u2028");
  });
});
