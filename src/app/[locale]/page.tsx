import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { channelIcons } from "@/components/icons/channel-icons";
import { ChatMockup } from "@/components/sections/chat-mockup/chat-mockup";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { LeadBanner } from "@/components/sections/lead-banner/lead-banner";
import { LazyLeadForm } from "@/components/forms/lazy-lead-form.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { LogoMarquee } from "@/components/sections/logo-marquee/logo-marquee";
import { Stats } from "@/components/sections/stats/stats";
import { JsonLd } from "@/components/ui/json-ld";
import { company } from "@/data/company";
import type { ChatMessage } from "@/features/chat/timeline";
import type { Locale } from "@/i18n/routing";
import type { FaqEntry } from "@/site/json-ld";
import { metricValues } from "@/site/company-metrics";
import { routeJsonLd, routeMetadata } from "@/site/page";

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
        }))}
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
