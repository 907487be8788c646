import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { LazyLeadForm } from "@/components/forms/lazy-lead-form.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import { CallFlowMockup } from "@/components/mockups/call-flow-mockup";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { LeadBanner } from "@/components/sections/lead-banner/lead-banner";
import { PricingTeaser } from "@/components/sections/pricing-teaser/pricing-teaser";
import { Steps, type Step } from "@/components/sections/steps/steps";
import { TabbedGrid, type GridCard } from "@/components/sections/tabbed-grid/tabbed-grid";
import { JsonLd } from "@/components/ui/json-ld";
import type { Messages } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";
import type { FaqEntry } from "@/site/json-ld";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { featureIcons } from "./feature-icons";

const features = ["ivr", "calling", "clickToCall", "masking", "recording", "voiceAgents"] as const;
const useCases = ["support", "alerts", "sales"] as const;
const billingRows = ["unit", "example", "whatsappInbound", "inboundNumbers"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/voice-api">) {
  return routeMetadata("/voice-api", (await params).locale as Locale);
}

/** The voice channel page: IVR, calling, masking and voice agents, billed in 6-second pulses. */
export default async function VoiceApiPage({ params }: PageProps<"/[locale]/voice-api">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("voiceApi");
  const faq = t.raw("faq.items") as FaqEntry[];
  const messages = (await getMessages()) as unknown as Messages;
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/voice-api", locale, faq)} />
      <Hero
        id="voice-api"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primaryCta"), href: "/request-demo" }}
        secondary={{ label: t("hero.secondaryCta"), href: "#billing" }}
        visual={<CallFlowMockup text={messages.voiceApi.flow} className="w-full max-w-xl" />}
      />
      <FeatureGrid
        id="features"
        title={t("features.title")}
        lead={t("features.lead")}
        features={features.map((id) => ({
          id,
          title: t(`features.items.${id}.title`),
          text: t(`features.items.${id}.text`),
          icon: featureIcons[id],
        }))}
      />
      <TabbedGrid
        id="use-cases"
        title={t("useCases.title")}
        lead={t("useCases.lead")}
        tabs={useCases.map((name) => ({
          name,
          title: t(`useCases.tabs.${name}.title`),
          cards: t.raw(`useCases.tabs.${name}.cards`) as GridCard[],
        }))}
      />
      <PricingTeaser
        id="billing"
        title={t("billing.title")}
        lead={t("billing.lead")}
        rowsTitle={t("billing.rowsTitle")}
        rows={billingRows.map((id) => ({
          id,
          label: t(`billing.rows.${id}.label`),
          price: t(`billing.rows.${id}.price`),
          free: id === "whatsappInbound",
        }))}
        note={t("billing.note")}
        cta={{ label: t("billing.cta"), href: "/pricing" }}
      />
      <Steps
        id="steps"
        title={t("steps.title")}
        lead={t("steps.lead")}
        steps={t.raw("steps.steps") as Step[]}
      />
      <Faq id="faq" title={t("faq.title")} items={faq} />
      <LeadBanner
        title={t("leadBanner.title")}
        lead={t("leadBanner.lead")}
        points={(["numbers", "flows", "billing"] as const).map((id) => t(`leadBanner.points.${id}`))}
        form={<LazyLeadForm form="demo" position="banner" {...(await leadFormConfig(locale)).config} />}
      />
    </>
  );
}
export const dynamic = "error";
