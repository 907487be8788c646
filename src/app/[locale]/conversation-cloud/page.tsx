import { getFormatter, setRequestLocale } from "next-intl/server";
import { ConsoleMockup } from "@/components/mockups/console-mockup";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { DemoLeadBanner } from "@/components/sections/lead-banner/demo-lead-banner";
import { PlatformDiagram } from "@/components/sections/platform-diagram/platform-diagram";
import { Steps } from "@/components/sections/steps/steps";
import { TabbedGrid } from "@/components/sections/tabbed-grid/tabbed-grid";
import { TrustStrip } from "@/components/sections/trust-strip/trust-strip";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { metricValues } from "@/site/company-metrics";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { named, pageCopy, withIcons } from "@/site/page-copy";
import { governanceIcons, featureIcons } from "./feature-icons";
import { CustomerProof } from "./customer-proof";
import { explorePage, layerPages, platformNodes } from "./links";

export async function generateMetadata({ params }: PageProps<"/[locale]/conversation-cloud">) {
  return routeMetadata("/conversation-cloud", (await params).locale as Locale);
}

/** Conversation Cloud: the whole platform, from the channels in to the layers, governance and proof. */
export default async function ConversationCloudPage({ params }: PageProps<"/[locale]/conversation-cloud">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const {
    hero,
    console: consoleText,
    channels,
    thread,
    layers,
    explore,
    governance,
    proof,
    faq,
    leadBanner,
  } = await pageCopy("conversationCloud");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/conversation-cloud", locale, faq.items)} />
      <Hero
        id="conversation-cloud"
        {...hero}
        primary={{ label: hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: hero.secondaryCta, href: "#layers" }}
        visual={<ConsoleMockup text={consoleText} locale={locale} className="w-full max-w-xl" />}
      />
      <PlatformDiagram
        id="channels"
        {...channels}
        nodes={platformNodes.map((id) => ({ id, ...channels.nodes[id] }))}
      />
      <Steps id="one-thread" {...thread} />
      <FeatureGrid
        id="layers"
        {...layers}
        features={withIcons(layers.items, featureIcons).map((layer) => ({
          ...layer,
          href: layerPages[layer.id],
        }))}
      />
      <TabbedGrid
        id="explore"
        {...explore}
        tabs={named(explore.tabs).map((tab) => ({
          ...tab,
          cards: named(tab.cards).map(({ name, title, text, link }) => ({
            title,
            text,
            link: { label: link, href: explorePage(name) },
          })),
        }))}
      />
      <TrustStrip
        id="governance"
        title={governance.title}
        points={withIcons(governance.points, governanceIcons)}
        link={{ label: governance.link, href: "/enterprise-security" }}
      />
      <CustomerProof id="proof" copy={proof} metrics={metricValues(await getFormatter())} />
      <Faq id="faq" {...faq} />
      <DemoLeadBanner locale={locale} {...leadBanner} />
    </>
  );
}
export const dynamic = "error";
