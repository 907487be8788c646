import { getTranslations, setRequestLocale } from "next-intl/server";
import { LazyLeadForm } from "@/components/forms/lazy-lead-form.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import { AdvertiseCards, type AdvertisePoint } from "@/components/sections/advertise-cards/advertise-cards";
import { ChatMockup } from "@/components/sections/chat-mockup/chat-mockup";
import { ConversationTabs } from "@/components/sections/conversation-tabs/conversation-tabs";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { LeadBanner } from "@/components/sections/lead-banner/lead-banner";
import { Steps, type Step } from "@/components/sections/steps/steps";
import { JsonLd } from "@/components/ui/json-ld";
import type { ChatMessage } from "@/features/chat/timeline";
import type { Locale } from "@/i18n/routing";
import type { FaqEntry } from "@/site/json-ld";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { featureIcons } from "./feature-icons";

const features = ["verified", "richCards", "carousels", "suggestions", "receipts", "fallback"] as const;
const useCases = ["retail", "travel", "banking"] as const;
/** The channels compared, RCS highlighted. */
const channels = ["sms", "rcs", "whatsapp"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/rcs-api">) {
  return routeMetadata("/rcs-api", (await params).locale as Locale);
}

/** The RCS Business Messaging channel page: rich, verified messages with SMS fallback. */
export default async function RcsApiPage({ params }: PageProps<"/[locale]/rcs-api">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("rcsApi");
  const faq = t.raw("faq.items") as FaqEntry[];
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/rcs-api", locale, faq)} />
      <Hero
        id="rcs-api"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primaryCta"), href: "/request-demo" }}
        secondary={{ label: t("hero.secondaryCta"), href: "#use-cases" }}
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
      <ConversationTabs
        id="use-cases"
        title={t("useCases.title")}
        lead={t("useCases.lead")}
        labels={{
          previous: t("useCases.previous"),
          next: t("useCases.next"),
          conversation: t("useCases.conversation"),
        }}
        tabs={useCases.map((name) => ({
          name,
          title: t(`useCases.tabs.${name}.title`),
          desc: t(`useCases.tabs.${name}.desc`),
          list: t.raw(`useCases.tabs.${name}.list`) as string[],
          businessName: t(`useCases.tabs.${name}.businessName`),
          customerName: t(`useCases.tabs.${name}.customerName`),
          status: t(`useCases.tabs.${name}.status`),
          messages: t.raw(`useCases.tabs.${name}.messages`) as ChatMessage[],
        }))}
      />
      <AdvertiseCards
        id="compare"
        title={t("compare.title")}
        lead={t("compare.lead")}
        labels={{
          available: t("compare.available"),
          unavailable: t("compare.unavailable"),
          recommended: t("compare.recommended"),
        }}
        cards={channels.map((id) => ({
          id,
          title: t(`compare.cards.${id}.title`),
          description: t(`compare.cards.${id}.description`),
          points: t.raw(`compare.cards.${id}.points`) as AdvertisePoint[],
          recommended: id === "rcs",
        }))}
        note={t("compare.note")}
      />
      <Steps
        id="launch"
        title={t("launch.title")}
        lead={t("launch.lead")}
        steps={t.raw("launch.steps") as Step[]}
      />
      <Faq id="faq" title={t("faq.title")} items={faq} />
      <LeadBanner
        title={t("leadBanner.title")}
        lead={t("leadBanner.lead")}
        points={(["verify", "design", "fallback"] as const).map((id) => t(`leadBanner.points.${id}`))}
        form={<LazyLeadForm form="demo" position="banner" {...(await leadFormConfig(locale)).config} />}
      />
    </>
  );
}
export const dynamic = "error";
