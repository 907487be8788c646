import { AdvertiseCards } from "@/components/sections/advertise-cards/advertise-cards";
import { advertiseCardsSample } from "@/components/sections/advertise-cards/advertise-cards.sample";
import { ConversationTabs } from "@/components/sections/conversation-tabs/conversation-tabs";
import { conversationTabsSample } from "@/components/sections/conversation-tabs/conversation-tabs.sample";
import { CustomerDiagram } from "@/components/sections/customer-diagram/customer-diagram";
import { customerDiagramSample } from "@/components/sections/customer-diagram/customer-diagram.sample";
import { FeatureTabs } from "@/components/sections/feature-tabs/feature-tabs";
import { featureTabsSample } from "@/components/sections/feature-tabs/feature-tabs.sample";
import { FourCardGrid } from "@/components/sections/four-card-grid/four-card-grid";
import { fourCardGridSample } from "@/components/sections/four-card-grid/four-card-grid.sample";
import { IntegrationSuite } from "@/components/sections/integration-suite/integration-suite";
import { integrationSuiteSample } from "@/components/sections/integration-suite/integration-suite.sample";
import { PartnerProfiles } from "@/components/sections/partner-profiles/partner-profiles";
import { partnerProfilesSample } from "@/components/sections/partner-profiles/partner-profiles.sample";
import { PlainTextImage } from "@/components/sections/plain-text-image/plain-text-image";
import { plainTextImageSample } from "@/components/sections/plain-text-image/plain-text-image.sample";
import { PlatformDiagram } from "@/components/sections/platform-diagram/platform-diagram";
import { platformDiagramSample } from "@/components/sections/platform-diagram/platform-diagram.sample";
import { StoryCards } from "@/components/sections/story-cards/story-cards";
import { storyCardsSample } from "@/components/sections/story-cards/story-cards.sample";
import { TabbedGrid } from "@/components/sections/tabbed-grid/tabbed-grid";
import { tabbedGridSample } from "@/components/sections/tabbed-grid/tabbed-grid.sample";
import { TestimonialStats } from "@/components/sections/testimonial-stats/testimonial-stats";
import { testimonialStatsSample } from "@/components/sections/testimonial-stats/testimonial-stats.sample";
import { BenefitList } from "@/components/sections/benefit-list/benefit-list";
import { MetricGrid } from "@/components/sections/metric-grid/metric-grid";
import { OpenRoles } from "@/components/sections/open-roles/open-roles";
import { Steps } from "@/components/sections/steps/steps";
import { channelIcons } from "@/components/icons/channel-icons";
import { AgentSelector } from "@/components/sections/agent-selector/agent-selector";
import { agentSelectorSample } from "@/components/sections/agent-selector/agent-selector.sample";
import { ChatMockup } from "@/components/sections/chat-mockup/chat-mockup";
import { AnalyticsMockup } from "@/components/mockups/analytics-mockup";
import { AssistMockup } from "@/components/mockups/assist-mockup";
import { BuilderMockup } from "@/components/mockups/builder-mockup";
import { CallFlowMockup } from "@/components/mockups/call-flow-mockup";
import { CampaignMockup } from "@/components/mockups/campaign-mockup";
import { InboxMockup } from "@/components/mockups/inbox-mockup";
import { TemplatesMockup } from "@/components/mockups/templates-mockup";
import { Container } from "@/components/layout/container";
import { CompanyHero } from "@/components/sections/company-hero/company-hero";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { LogoMarquee } from "@/components/sections/logo-marquee/logo-marquee";
import { OfficeMap } from "@/components/sections/office-map/office-map";
import { Stats } from "@/components/sections/stats/stats";
import { TeamGrid } from "@/components/sections/team-grid/team-grid";
import { company } from "@/data/company";
import { team } from "@/data/team";
import type { ChatMessage } from "@/features/chat/timeline";
import alliances from "../../../../messages/en/alliances.json";
import careers from "../../../../messages/en/careers.json";
import companyCopy from "../../../../messages/en/company.json";
import home from "../../../../messages/en/home.json";
import healthcare from "../../../../messages/en/industryHealthcare.json";
import mockups from "../../../../messages/en/mockups.json";
import voiceApi from "../../../../messages/en/voiceApi.json";
import type { GalleryEntry } from "./gallery-entry";
import { officeMapCountries } from "@/site/regions";

const channels = ["whatsapp", "rcs", "voice", "sms", "ai"] as const;

/** Every section, with its sample props or the site's real English copy. */
export const samples: GalleryEntry[] = [
  {
    name: "Hero (with animated phone chat mockup)",
    render: (id) => (
      <Hero
        id={id}
        eyebrow={home.hero.eyebrow}
        title={home.hero.title}
        lead={home.hero.lead}
        primary={{ label: home.hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: home.hero.secondaryCta, href: "/channels/self-serve/whatsapp/pricing" }}
        visual={
          <ChatMockup
            label={home.chat.label}
            businessName={home.chat.businessName}
            customerName={home.chat.customerName}
            status={home.chat.status}
            messages={home.chat.messages as ChatMessage[]}
          />
        }
      />
    ),
  },
  {
    name: "Company hero (metrics, logos, two CTAs)",
    render: (id) => (
      <CompanyHero
        id={id}
        title={companyCopy.hero.title}
        lead={companyCopy.hero.lead}
        primary={{ label: companyCopy.hero.primaryCta, href: "/request-demo" }}
        secondary={{ label: companyCopy.hero.secondaryCta, href: "/careers" }}
        metrics={[
          { id: "messages", value: "2.4B", label: companyCopy.metrics.messages },
          { id: "founded", value: String(company.foundingYear), label: companyCopy.metrics.founded },
        ]}
        logosTitle={companyCopy.hero.logosTitle}
        logos={company.customers.slice(0, 4)}
        visual={<InboxMockup text={mockups.inbox} />}
      />
    ),
  },
  {
    name: "Logo marquee",
    render: (id) => <LogoMarquee id={id} title={home.logos.title} logos={company.customers} />,
  },
  {
    name: "Feature grid",
    render: (id) => (
      <FeatureGrid
        id={id}
        title={home.platform.title}
        lead={home.platform.lead}
        features={channels.map((c) => ({ id: c, ...home.platform.items[c], icon: channelIcons[c] }))}
      />
    ),
  },
  {
    name: "Stats cards",
    render: (id) => (
      <Stats
        id={id}
        title={home.stats.title}
        stats={[
          { id: "messages", value: "2.4B", label: home.stats.messages },
          { id: "countries", value: "150+", label: home.stats.countries },
        ]}
      />
    ),
  },
  {
    name: "Team grid",
    render: (id) => (
      <TeamGrid
        id={id}
        title={companyCopy.team.title}
        members={team.slice(0, 4).map((m) => ({ ...m, designation: companyCopy.team.roles[m.id] }))}
        profileLabel={(name) => `${name} on LinkedIn`}
      />
    ),
  },
  {
    name: "Global office map",
    render: (id) => (
      <OfficeMap
        id={id}
        title={companyCopy.offices.title}
        countries={officeMapCountries("en")}
        closeLabel={companyCopy.offices.close}
      />
    ),
  },
  {
    name: "'Start a conversation' banner",
    render: (id) => (
      <CtaBanner
        id={id}
        title={home.banner.title}
        text={home.banner.text}
        primary={{ label: home.banner.cta, href: "/request-demo" }}
      />
    ),
  },
  {
    name: "Agent selector (sidebar and preview)",
    render: (id) => <AgentSelector id={id} {...agentSelectorSample} />,
  },
  {
    name: "FAQ accordion",
    render: (id) => <Faq id={id} title={home.faq.title} items={home.faq.items.slice(0, 3)} />,
  },
  {
    name: "Product mock-up kit",
    render: (id) => (
      <section id={id} aria-labelledby={`${id}-title`} className="bg-surface py-16">
        <Container className="grid items-start gap-8 lg:grid-cols-2">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-ink-900 lg:col-span-2">
            Product mock-up kit
          </h2>
          <InboxMockup text={mockups.inbox} />
          <BuilderMockup text={mockups.builder} />
          <CampaignMockup text={mockups.campaign} />
          <AnalyticsMockup text={mockups.analytics} />
          <AssistMockup text={mockups.assist} />
          <TemplatesMockup text={mockups.templates} />
          <CallFlowMockup text={voiceApi.flow} className="lg:col-span-2" />
        </Container>
      </section>
    ),
  },
  { name: "Tabbed feature showcase", render: (id) => <FeatureTabs {...featureTabsSample} id={id} /> },
  {
    name: "Integration-suite tabs (anchor integrationSuite)",
    anchor: "integrationSuite",
    render: () => <IntegrationSuite {...integrationSuiteSample} />,
  },
  { name: "Conversation tabs", render: (id) => <ConversationTabs {...conversationTabsSample} id={id} /> },
  { name: "Tabbed grid", render: (id) => <TabbedGrid {...tabbedGridSample} id={id} /> },
  { name: "Four-card grid", render: (id) => <FourCardGrid {...fourCardGridSample} id={id} /> },
  {
    name: "Platform diagram (orbit)",
    render: (id) => <PlatformDiagram {...platformDiagramSample} id={id} />,
  },
  { name: "Customer diagram", render: (id) => <CustomerDiagram {...customerDiagramSample} id={id} /> },
  {
    name: "Advertise comparison cards",
    render: (id) => <AdvertiseCards {...advertiseCardsSample} id={id} />,
  },
  { name: "Plain text with image", render: (id) => <PlainTextImage {...plainTextImageSample} id={id} /> },
  {
    name: "Testimonial stats with world map",
    render: (id) => <TestimonialStats {...testimonialStatsSample} id={id} />,
  },
  { name: "Customer-story cards", render: (id) => <StoryCards {...storyCardsSample} id={id} /> },
  { name: "Partner profiles grid", render: (id) => <PartnerProfiles {...partnerProfilesSample} id={id} /> },
  {
    name: "Steps",
    render: (id) => (
      <Steps
        id={id}
        title={alliances.steps.title}
        lead={alliances.steps.lead}
        steps={alliances.steps.items}
      />
    ),
  },
  {
    name: "Benefit list",
    render: (id) => (
      <BenefitList
        id={id}
        title={careers.benefits.title}
        items={Object.entries(careers.benefits.items).map(([key, item]) => ({ id: key, ...item }))}
      />
    ),
  },
  {
    name: "Metric grid",
    render: (id) => (
      <MetricGrid
        id={id}
        title={healthcare.metrics.title}
        lead={healthcare.metrics.lead}
        metrics={Object.entries(healthcare.metrics.items).map(([key, item]) => ({ id: key, ...item }))}
      />
    ),
  },
  {
    name: "Open roles",
    render: (id) => (
      <OpenRoles
        id={id}
        title={careers.roles.title}
        roles={[
          {
            id: "sample",
            title: "Senior Backend Engineer, Messaging",
            team: "Platform",
            location: "Bengaluru",
            mode: "Hybrid",
            applyHref: "mailto:careers@orbitalk.com",
          },
        ]}
        labels={{
          apply: careers.roles.apply,
          team: careers.roles.labels.team,
          location: careers.roles.labels.location,
          mode: careers.roles.labels.mode,
          empty: careers.roles.empty,
        }}
      />
    ),
  },
];
