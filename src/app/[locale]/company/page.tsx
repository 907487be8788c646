import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { InboxMockup } from "@/components/mockups/inbox-mockup";
import { getMockupTexts } from "@/components/mockups/mockup-texts";
import { CompanyHero } from "@/components/sections/company-hero/company-hero";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { OfficeMap } from "@/components/sections/office-map/office-map";
import { TeamGrid } from "@/components/sections/team-grid/team-grid";
import { TestimonialCarousel } from "@/components/sections/testimonial-carousel/testimonial-carousel";
import { JsonLd } from "@/components/ui/json-ld";
import { company } from "@/data/company";
import { team } from "@/data/team";
import type { Locale } from "@/i18n/routing";
import { metricValues } from "@/site/company-metrics";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { carouselTestimonials } from "@/site/testimonials";
import { officeMapCountries } from "@/site/regions";

export async function generateMetadata({ params }: PageProps<"/[locale]/company">) {
  return routeMetadata("/company", (await params).locale as Locale);
}

export default async function CompanyPage({ params }: PageProps<"/[locale]/company">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("company");
  const metrics = metricValues(await getFormatter());

  return (
    <>
      <JsonLd blocks={await routeJsonLd("/company", locale)} />
      <CompanyHero
        id="company"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primaryCta"), href: "/request-demo" }}
        secondary={{ label: t("hero.secondaryCta"), href: "/careers" }}
        metrics={(["messages", "businesses", "countries", "founded"] as const).map((id) => ({
          id,
          value: metrics[id],
          label: t(`metrics.${id}`),
        }))}
        logosTitle={t("hero.logosTitle")}
        logos={company.customers.slice(0, 6)}
        visual={<InboxMockup text={(await getMockupTexts()).inbox} />}
      />
      <TeamGrid
        id="team"
        title={t("team.title")}
        lead={t("team.lead")}
        members={team.map((member) => ({ ...member, designation: t(`team.roles.${member.id}`) }))}
        profileLabel={(name) => t("team.profile", { name })}
      />
      <OfficeMap
        id="offices"
        title={t("offices.title")}
        lead={t("offices.lead")}
        countries={officeMapCountries(locale)}
        closeLabel={t("offices.close")}
      />
      <TestimonialCarousel id="testimonials" {...await carouselTestimonials()} />
      <CtaBanner
        id="start-conversation"
        title={t("banner.title")}
        text={t("banner.text")}
        primary={{ label: t("banner.cta"), href: "/request-demo" }}
        secondary={{ label: t("banner.secondaryCta"), href: "/contact-us" }}
      />
    </>
  );
}

export const dynamic = "error";
