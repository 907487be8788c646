import { setRequestLocale } from "next-intl/server";
import { ConnectionsMockup } from "@/components/mockups/connections-mockup";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { IntegrationList } from "@/components/sections/integration-list/integration-list";
import {
  INTEGRATION_SUITE_ID,
  IntegrationSuite,
  type IntegrationCta,
} from "@/components/sections/integration-suite/integration-suite";
import { DemoLeadBanner } from "@/components/sections/lead-banner/demo-lead-banner";
import { Steps } from "@/components/sections/steps/steps";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { named, pageCopy, withIcons } from "@/site/page-copy";
import { systemEvents } from "./events";
import { featureIcons } from "./feature-icons";

/** Where a category's own link leads (SPEC §2: in a new tab), by category. */
const categoryLinks: Readonly<Record<string, string>> = {
  developers: siteConfig.external.developers,
  ads: "/advertise",
};

export async function generateMetadata({ params }: PageProps<"/[locale]/integrations">) {
  return routeMetadata("/integrations", (await params).locale as Locale);
}

/** Integrations: the CRM, store, help desk, payment and ad tools Orbitalk connects to, and the API under them. */
export default async function IntegrationsPage({ params }: PageProps<"/[locale]/integrations">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, connections, suite, flow, events, developers, faq, leadBanner } =
    await pageCopy("integrations");
  const links: Readonly<Record<string, string>> = suite.links;
  const link = (name: string): IntegrationCta | undefined => {
    const label = links[name];
    const href = categoryLinks[name];
    return label && href ? { kind: "link", label, href } : undefined;
  };
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/integrations", locale, faq.items)} />
      <Hero
        id="integrations"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: `#${INTEGRATION_SUITE_ID}` }}
        visual={<ConnectionsMockup text={connections} className="w-full max-w-xl" />}
      />
      <IntegrationSuite
        {...suite}
        categories={named(suite.categories).map((category) => ({ ...category, cta: link(category.name) }))}
        ctas={[
          { kind: "contactSales", label: suite.contactSales, position: "integrations-contact-sales" },
          { kind: "link", label: suite.faqLink, href: "/resources/faq/integrations-faq" },
        ]}
      />
      <Steps id="data-flow" {...flow} />
      <IntegrationList
        id="events"
        {...events}
        groups={(Object.keys(systemEvents) as (keyof typeof systemEvents)[]).map((id) => ({
          id,
          title: events.groups[id],
          items: systemEvents[id],
        }))}
        cta={{ label: events.cta, href: siteConfig.external.developers }}
      />
      <FeatureGrid id="developers" {...developers} features={withIcons(developers.items, featureIcons)} />
      <Faq id="faq" {...faq} />
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
export const dynamic = "error";
