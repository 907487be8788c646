import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { channelIcons } from "@/components/icons/channel-icons";
import { ChatMockup } from "@/components/sections/chat-mockup/chat-mockup";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { LeadBanner } from "@/components/sections/lead-banner/lead-banner";
import { LazyLeadForm } from "@/components/forms/lazy-lead-form.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureTabs } from "@/components/sections/feature-tabs/feature-tabs";
import { productTour } from "@/components/mockups/product-tour";
import { getMockupTexts } from "@/components/mockups/mockup-texts";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { LogoMarquee } from "@/components/sections/logo-marquee/logo-marquee";
import { Stats } from "@/components/sections/stats/stats";
import { IntegrationList } from "@/components/sections/integration-list/integration-list";
import { PricingTeaser } from "@/components/sections/pricing-teaser/pricing-teaser";
import { TestimonialCarousel } from "@/components/sections/testimonial-carousel/testimonial-carousel";
import { TrustStrip } from "@/components/sections/trust-strip/trust-strip";
import { integrationGroups, type IntegrationGroup } from "@/data/integrations";
import { freeWhatsAppPricingRows, type WhatsAppPricingRow } from "@/data/whatsapp-free-rows";
import { carouselTestimonials } from "@/site/testimonials";
import { securityIcons } from "./security-icons";
import { JsonLd } from "@/components/ui/json-ld";
import { company } from "@/data/company";
import type { ChatMessage } from "@/features/chat/timeline";
import type { Locale } from "@/i18n/routing";
import type { FaqEntry } from "@/site/json-ld";
import { metricValues } from "@/site/company-metrics";
import { routeJsonLd, routeMetadata } from "@/site/page";

/** Where each channel card leads: its channel page (SMS: the SMS questions, until it has a page). */
const channelPages = {
  whatsapp: "/whatsapp-api",
  rcs: "/rcs-api",
  voice: "/voice-api",
  sms: "/resources/faq/sms-faq",
  ai: "/ai-agents",
} as const;

const pricingRows = [
  "marketing",
  "utility",
  "authentication",
  "service",
  "utilityInWindow",
  "entry",
] as const satisfies readonly WhatsAppPricingRow[];
const securityPoints = ["encryption", "access", "consent", "retention"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]">) {
  return routeMetadata("/", (await params).locale as Locale);
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("home");
  const faq = t.raw("faq.items") as FaqEntry[];
  const metrics = metricValues(await getFormatter());
  const channels = ["whatsapp", "rcs", "voice", "sms", "ai"] as const;

  return (
    <>
      <JsonLd blocks={await routeJsonLd("/", locale, faq)} />
      <Hero
        id="hero"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primaryCta"), href: "/request-demo" }}
        secondary={{ label: t("hero.secondaryCta"), href: "/channels/self-serve/whatsapp/pricing" }}
        visual={
          <ChatMockup
            label={t("chat.label")}
            businessName={t("chat.businessName")}
            customerName={t("chat.customerName")}
            status={t("chat.status")}
            messages={t.raw("chat.messages") as ChatMessage[]}
          />
        }
      />
      <LogoMarquee id="customers" title={t("logos.title")} logos={company.customers} />
      <FeatureGrid
        id="platform"
        title={t("platform.title")}
        lead={t("platform.lead")}
        features={channels.map((id) => ({
          id,
          title: t(`platform.items.${id}.title`),
          text: t(`platform.items.${id}.text`),
          icon: channelIcons[id],
          href: channelPages[id],
        }))}
      />
      <FeatureTabs
        id="tour"
        title={t("tour.title")}
        lead={t("tour.lead")}
        tabs={productTour(
          (id) => ({
            title: t(`tour.tabs.${id}.title`),
            desc: t(`tour.tabs.${id}.desc`),
            list: t.raw(`tour.tabs.${id}.list`) as string[],
            ctaText: t(`tour.tabs.${id}.cta`),
          }),
          await getMockupTexts(),
        )}
      />
      <Stats
        id="stats"
        title={t("stats.title")}
        stats={(["messages", "businesses", "countries", "uptime"] as const).map((id) => ({
          id,
          value: metrics[id],
          label: t(`stats.${id}`),
        }))}
      />
      <TestimonialCarousel id="testimonials" {...await carouselTestimonials()} />
      <IntegrationList
        id="integrations"
        title={t("integrations.title")}
        lead={t("integrations.lead")}
        groups={(Object.keys(integrationGroups) as IntegrationGroup[]).map((id) => ({
          id,
          title: t(`integrations.groups.${id}`),
          items: integrationGroups[id],
        }))}
        cta={{ label: t("integrations.cta"), href: "/integrations" }}
      />
      <PricingTeaser
        id="pricing"
        title={t("pricing.title")}
        lead={t("pricing.lead")}
        rowsTitle={t("pricing.rowsTitle")}
        rows={pricingRows.map((id) => ({
          id,
          label: t(`pricing.rows.${id}.label`),
          price: t(`pricing.rows.${id}.price`),
          free: freeWhatsAppPricingRows.has(id),
        }))}
        note={t("pricing.note")}
        cta={{ label: t("pricing.cta"), href: "/pricing" }}
      />
      <TrustStrip
        id="security"
        title={t("security.title")}
        points={securityPoints.map((id) => ({
          id,
          title: t(`security.points.${id}.title`),
          text: t(`security.points.${id}.text`),
          icon: securityIcons[id],
        }))}
        link={{ label: t("security.link"), href: "/enterprise-security" }}
      />
      <CtaBanner
        id="start-conversation"
        title={t("banner.title")}
        text={t("banner.text")}
        primary={{ label: t("banner.cta"), href: "/request-demo" }}
        secondary={{ label: t("banner.secondaryCta"), href: "#banner" }}
      />
      <Faq id="faq" title={t("faq.title")} items={faq} />
      <LeadBanner
        title={t("leadBanner.title")}
        lead={t("leadBanner.lead")}
        points={(["setup", "agents", "pricing"] as const).map((id) => t(`leadBanner.points.${id}`))}
        form={<LazyLeadForm form="demo" position="banner" {...(await leadFormConfig(locale)).config} />}
      />
    </>
  );
}
export const dynamic = "error";
