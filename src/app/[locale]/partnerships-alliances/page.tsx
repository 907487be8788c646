import { getTranslations, setRequestLocale } from "next-intl/server";
import { BuilderMockup } from "@/components/mockups/builder-mockup";
import { getMockupTexts } from "@/components/mockups/mockup-texts";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Faq } from "@/components/sections/faq/faq";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import {
  PartnerTypeIcon,
  type PartnerTrack,
} from "@/components/sections/partner-profiles/partner-type-icons";
import { Steps, type Step } from "@/components/sections/steps/steps";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import type { FaqEntry } from "@/site/json-ld";
import { routeJsonLd, routeMetadata } from "@/site/page";

export async function generateMetadata({ params }: PageProps<"/[locale]/partnerships-alliances">) {
  return routeMetadata("/partnerships-alliances", (await params).locale as Locale);
}

/** The partner tracks, in the order the page presents them. */
const tracks = [
  "integrator",
  "consultancy",
  "technology",
  "reseller",
  "referral",
] as const satisfies readonly PartnerTrack[];

export default async function PartnershipsAlliancesPage({
  params,
}: PageProps<"/[locale]/partnerships-alliances">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("alliances");
  const benefits = t.raw("benefits.items") as FaqEntry[];

  return (
    <>
      <JsonLd blocks={await routeJsonLd("/partnerships-alliances", locale, benefits)} />
      <Hero
        id="partnerships"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primaryCta"), dialog: "partner", position: "alliances-hero" }}
        secondary={{ label: t("hero.secondaryCta"), href: "/partners" }}
        visual={<BuilderMockup text={(await getMockupTexts()).builder} />}
      />
      <FeatureGrid
        id="partner-types"
        title={t("types.title")}
        lead={t("types.lead")}
        features={tracks.map((id) => ({
          id,
          title: t(`types.items.${id}.title`),
          text: t(`types.items.${id}.text`),
          icon: <PartnerTypeIcon type={id} />,
        }))}
      />
      <Steps
        id="how-it-works"
        title={t("steps.title")}
        lead={t("steps.lead")}
        steps={t.raw("steps.items") as Step[]}
      />
      <Faq id="benefits" title={t("benefits.title")} items={benefits} />
      <CtaBanner
        id="start-conversation"
        title={t("banner.title")}
        text={t("banner.text")}
        primary={{ label: t("banner.cta"), dialog: "partner", position: "alliances-banner" }}
      />
    </>
  );
}

export const dynamic = "error";
