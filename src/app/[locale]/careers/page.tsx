import { getTranslations, setRequestLocale } from "next-intl/server";
import { BenefitList } from "@/components/sections/benefit-list/benefit-list";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid/feature-grid";
import { Hero } from "@/components/sections/hero/hero";
import { OfficeMap } from "@/components/sections/office-map/office-map";
import { OpenRoles } from "@/components/sections/open-roles/open-roles";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { openRoles } from "@/data/roles";
import { valueIcons, type ValueId } from "./value-icons";
import { RolesCard } from "./roles-card";
import { officeMapCountries } from "@/site/regions";

const values: readonly ValueId[] = ["customer", "writing", "small", "ownership", "trust"];
const benefits = ["learning", "hybrid", "health", "parents", "equipment", "offices"] as const;

function mailto(subject: string): string {
  return `mailto:${siteConfig.mail.careers}?subject=${encodeURIComponent(subject)}`;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/careers">) {
  return routeMetadata("/careers", (await params).locale as Locale);
}

export default async function CareersPage({ params }: PageProps<"/[locale]/careers">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("careers");
  const roles = openRoles.map(({ id, city, mode }) => ({
    id,
    title: t(`roles.items.${id}.title`),
    team: t(`roles.items.${id}.team`),
    location: t(`roles.cities.${city}`),
    mode: t(`roles.modes.${mode}`),
  }));
  const featured = new Set(["backend-engineer", "product-designer", "solutions-engineer", "partner-manager"]);

  return (
    <>
      <JsonLd blocks={await routeJsonLd("/careers", locale)} />
      <Hero
        id="careers"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primaryCta"), href: "#open-roles" }}
        secondary={{ label: t("hero.secondaryCta"), href: "#how-we-work" }}
        visual={
          <RolesCard
            heading={t("hero.visualHeading", { roles: roles.length })}
            roles={roles.filter((role) => featured.has(role.id))}
          />
        }
      />
      <FeatureGrid
        id="how-we-work"
        title={t("values.title")}
        lead={t("values.lead")}
        features={values.map((id) => ({
          id,
          title: t(`values.items.${id}.title`),
          text: t(`values.items.${id}.text`),
          icon: valueIcons[id],
        }))}
      />
      <OfficeMap
        id="offices"
        title={t("offices.title")}
        lead={t("offices.lead")}
        countries={officeMapCountries(locale)}
        closeLabel={t("offices.close")}
      />
      <BenefitList
        id="benefits"
        title={t("benefits.title")}
        lead={t("benefits.lead")}
        items={benefits.map((id) => ({
          id,
          title: t(`benefits.items.${id}.title`),
          text: t(`benefits.items.${id}.text`),
        }))}
      />
      <OpenRoles
        id="open-roles"
        title={t("roles.title")}
        lead={t("roles.lead")}
        roles={roles.map((role) => ({ ...role, applyHref: mailto(role.title) }))}
        labels={{
          apply: t("roles.apply"),
          team: t("roles.labels.team"),
          location: t("roles.labels.location"),
          mode: t("roles.labels.mode"),
          empty: t("roles.empty"),
        }}
      />
      <CtaBanner
        id="open-application"
        title={t("banner.title")}
        text={t("banner.text")}
        primary={{ label: t("banner.cta"), href: mailto(t("banner.subject")) }}
        secondary={{ label: t("banner.secondaryCta"), href: "/company" }}
      />
    </>
  );
}

export const dynamic = "error";
