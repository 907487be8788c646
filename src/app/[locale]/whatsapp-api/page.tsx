import { getTranslations, setRequestLocale } from "next-intl/server";
import { LazyLeadForm } from "@/components/forms/lazy-lead-form.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import { ChatMockup } from "@/components/sections/chat-mockup/chat-mockup";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { LeadBanner } from "@/components/sections/lead-banner/lead-banner";
import { PricingTeaser } from "@/components/sections/pricing-teaser/pricing-teaser";
import { Steps, type Step } from "@/components/sections/steps/steps";
import { TabbedGrid, type GridCard } from "@/components/sections/tabbed-grid/tabbed-grid";
import { JsonLd } from "@/components/ui/json-ld";
import type { ChatMessage } from "@/features/chat/timeline";
import type { Locale } from "@/i18n/routing";
import type { FaqEntry } from "@/site/json-ld";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { featureIcons } from "./feature-icons";

const features = ["templates", "interactive", "commerce", "flows", "inbox", "clickToChat"] as const;
/** Meta's template categories, and service conversations. */
const categories = ["marketing", "utility", "authentication", "service"] as const;
const pricingRows = [
  "marketing",
  "utility",
  "authentication",
  "service",
  "utilityInWindow",
  "entry",
] as const;
const freeRows = new Set<string>(["service", "utilityInWindow", "entry"]);

export async function generateMetadata({ params }: PageProps<"/[locale]/whatsapp-api">) {
  return routeMetadata("/whatsapp-api", (await params).locale as Locale);
}

/** The WhatsApp Business API channel page: templates and their categories, pricing, onboarding. */
export default async function WhatsAppApiPage({ params }: PageProps<"/[locale]/whatsapp-api">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("whatsappApi");
  const faq = t.raw("faq.items") as FaqEntry[];
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/whatsapp-api", locale, faq)} />
      <Hero
        id="whatsapp-api"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primaryCta"), href: "/request-demo" }}
        secondary={{ label: t("hero.secondaryCta"), href: "/pricing" }}
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
        id="categories"
        title={t("categories.title")}
        lead={t("categories.lead")}
        tabs={categories.map((name) => ({
          name,
          title: t(`categories.tabs.${name}.title`),
          cards: t.raw(`categories.tabs.${name}.cards`) as GridCard[],
        }))}
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
          free: freeRows.has(id),
        }))}
        note={t("pricing.note")}
        cta={{ label: t("pricing.cta"), href: "/pricing" }}
      />
      <Steps
        id="onboarding"
        title={t("onboarding.title")}
        lead={t("onboarding.lead")}
        steps={t.raw("onboarding.steps") as Step[]}
      />
      <Faq id="faq" title={t("faq.title")} items={faq} />
      <LeadBanner
        title={t("leadBanner.title")}
        lead={t("leadBanner.lead")}
        points={(["setup", "templates", "pricing"] as const).map((id) => t(`leadBanner.points.${id}`))}
        form={<LazyLeadForm form="demo" position="banner" {...(await leadFormConfig(locale)).config} />}
      />
    </>
  );
}
export const dynamic = "error";
