import { company } from "@/data/company";
import { localizePath, type Locale } from "@/i18n/routing";
import { ogImage } from "./metadata";
import { absoluteUrl } from "./origin";
import type { JsonLdKind, RouteDef } from "./routes";

export type JsonLdBlock = { "@context": "https://schema.org"; "@type": JsonLdKind } & Record<string, unknown>;

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface JsonLdInputs {
  brandName: string;
  /** Page name for the breadcrumb trail, and the home label. */
  title: string;
  homeLabel: string;
  /** Pages between home and this one in the breadcrumb trail (a guide's overview page). */
  trail?: readonly { name: string; path: string }[];
  faq?: readonly FaqEntry[];
  /** What a list page lists: each at its anchor on the page (a catalogue) or at its own page (posts). */
  list?: readonly ({ name: string; description: string } & ({ anchor: string } | { path: string }))[];
  /** The piece an Article page is: a guide or a post. */
  article?: {
    headline: string;
    description: string;
    published: string;
    modified?: string;
    author: { name: string; jobTitle: string };
    wordCount: number;
    keywords: readonly string[];
  };
  /** The software a SoftwareApplication page presents: a free tool, or a product of the platform. */
  app?: { name: string; description: string; free: boolean };
  /** The product a pricing page prices, with the fixed fees it offers (USD per unit). */
  product?: {
    name: string;
    description: string;
    offers: readonly { name: string; price: number; unit: string }[];
  };
}

/** JSON for a `<script>` element: `<`, `>`, `&` and line separators escaped so it can never close it. */
export function serializeJsonLd(block: JsonLdBlock): string {
  return JSON.stringify(block).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The blocks a route declares in the registry, built from its data; a missing input fails the build. */
export function pageJsonLd(route: RouteDef, locale: Locale, inputs: JsonLdInputs): JsonLdBlock[] {
  const url = (path: string) => absoluteUrl(localizePath(locale, path));
  const ctx = "https://schema.org" as const;
  return route.jsonLd.map((kind): JsonLdBlock => {
    switch (kind) {
      case "Organization":
        return {
          "@context": ctx,
          "@type": "Organization",
          name: inputs.brandName,
          legalName: company.legalName,
          url: absoluteUrl("/"),
          logo: absoluteUrl("/brand/orbitalk-mark.svg"),
          foundingDate: String(company.foundingYear),
          sameAs: company.social.map((s) => s.url),
        };
      case "WebSite":
        return {
          "@context": ctx,
          "@type": "WebSite",
          name: inputs.brandName,
          url: url("/"),
          inLanguage: locale,
        };
      case "BreadcrumbList":
        return {
          "@context": ctx,
          "@type": "BreadcrumbList",
          itemListElement: [
            { name: inputs.homeLabel, path: "/" },
            ...(inputs.trail ?? []),
            { name: inputs.title, path: route.path },
          ].map(({ name, path }, i) => ({ "@type": "ListItem", position: i + 1, name, item: url(path) })),
        };
      case "FAQPage":
        if (!inputs.faq?.length) throw new Error(`${route.path} declares FAQPage but renders no FAQ`);
        return {
          "@context": ctx,
          "@type": "FAQPage",
          mainEntity: inputs.faq.map((q) => ({
            "@type": "Question",
            name: q.question,
            acceptedAnswer: { "@type": "Answer", text: q.answer },
          })),
        };
      case "ItemList":
        if (!inputs.list?.length) throw new Error(`${route.path} declares ItemList but lists nothing`);
        return {
          "@context": ctx,
          "@type": "ItemList",
          numberOfItems: inputs.list.length,
          itemListElement: inputs.list.map((item, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: item.name,
            description: item.description,
            url: "path" in item ? url(item.path) : `${url(route.path)}#${item.anchor}`,
          })),
        };
      case "Product":
        if (!inputs.product) throw new Error(`${route.path} declares Product but names no product`);
        return {
          "@context": ctx,
          "@type": "Product",
          name: inputs.product.name,
          description: inputs.product.description,
          url: url(route.path),
          brand: { "@type": "Brand", name: inputs.brandName },
          offers: inputs.product.offers.map((offer) => ({
            "@type": "Offer",
            name: offer.name,
            price: offer.price.toFixed(4),
            priceCurrency: "USD",
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: offer.price.toFixed(4),
              priceCurrency: "USD",
              unitText: offer.unit,
            },
          })),
        };
      case "Article":
        if (!inputs.article) throw new Error(`${route.path} declares Article but is no article`);
        return {
          "@context": ctx,
          "@type": "Article",
          headline: inputs.article.headline,
          description: inputs.article.description,
          datePublished: inputs.article.published,
          dateModified: inputs.article.modified ?? inputs.article.published,
          author: {
            "@type": "Person",
            ...inputs.article.author,
            worksFor: { "@type": "Organization", name: inputs.brandName },
          },
          publisher: {
            "@type": "Organization",
            name: inputs.brandName,
            logo: { "@type": "ImageObject", url: absoluteUrl("/brand/orbitalk-mark.svg") },
          },
          mainEntityOfPage: url(route.path),
          image: absoluteUrl(ogImage(locale).url),
          wordCount: inputs.article.wordCount,
          keywords: inputs.article.keywords.join(", "),
          inLanguage: locale,
        };
      case "SoftwareApplication":
        if (!inputs.app) throw new Error(`${route.path} declares SoftwareApplication but names no app`);
        return {
          "@context": ctx,
          "@type": "SoftwareApplication",
          name: inputs.app.name,
          description: inputs.app.description,
          url: url(route.path),
          applicationCategory: "BusinessApplication",
          operatingSystem: "Any (web browser)",
          isAccessibleForFree: inputs.app.free,
          // A product's price depends on the customer's channels and volumes: no offer is claimed.
          ...(inputs.app.free && { offers: { "@type": "Offer", price: "0", priceCurrency: "USD" } }),
          publisher: { "@type": "Organization", name: inputs.brandName, url: absoluteUrl("/") },
          inLanguage: locale,
        };
    }
  });
}
