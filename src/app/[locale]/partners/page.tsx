import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Hero } from "@/components/sections/hero/hero";
import { PartnerProfiles } from "@/components/sections/partner-profiles/partner-profiles";
import { JsonLd } from "@/components/ui/json-ld";
import { partners } from "@/data/partners";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { regionNamer } from "@/site/regions";
import { PartnerOrbit } from "./partner-orbit";

export async function generateMetadata({ params }: PageProps<"/[locale]/partners">) {
  return routeMetadata("/partners", (await params).locale as Locale);
}

export default async function PartnersPage({ params }: PageProps<"/[locale]/partners">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("partners");
  const regionName = regionNamer(locale);

  return (
    <>
      <JsonLd blocks={await routeJsonLd("/partners", locale)} />
      <Hero
        id="partners"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primaryCta"), href: "#directory" }}
        secondary={{ label: t("hero.secondaryCta"), dialog: "partner", position: "partners-hero" }}
        visual={<PartnerOrbit label={t("hero.visual")} partners={partners} />}
      />
      <PartnerProfiles
        id="directory"
        title={t("directory.title")}
        lead={t("directory.lead")}
        partners={partners.map(({ id, name, type, country, logo }) => ({
          id,
          name,
          type,
          typeLabel: t(`directory.types.${type}`),
          country: regionName(country),
          description: t(`directory.partners.${id}`),
          logo,
        }))}
        filterLabel={t("directory.filterLabel")}
        introLabel={t("directory.intro")}
        allLabel={t("directory.all")}
        typeFilters={{
          integrator: t("directory.filters.integrator"),
          consultancy: t("directory.filters.consultancy"),
          technology: t("directory.filters.technology"),
          reseller: t("directory.filters.reseller"),
        }}
        shownLabel={(count) => t("directory.shown", { count })}
      />
      <CtaBanner
        id="start-conversation"
        title={t("banner.title")}
        text={t("banner.text")}
        primary={{ label: t("banner.cta"), dialog: "demo", position: "partners-banner" }}
      />
    </>
  );
}

export const dynamic = "error";
