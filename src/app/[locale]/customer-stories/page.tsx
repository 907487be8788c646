import { getTranslations, setRequestLocale } from "next-intl/server";
import { AnalyticsMockup } from "@/components/mockups/analytics-mockup";
import { getMockupTexts } from "@/components/mockups/mockup-texts";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Hero } from "@/components/sections/hero/hero";
import { StoryCards } from "@/components/sections/story-cards/story-cards";
import { JsonLd } from "@/components/ui/json-ld";
import { stories } from "@/data/stories";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { storyCardItems, storyCardLabels } from "@/site/story-cards";

export async function generateMetadata({ params }: PageProps<"/[locale]/customer-stories">) {
  return routeMetadata("/customer-stories", (await params).locale as Locale);
}

export default async function CustomerStoriesPage({ params }: PageProps<"/[locale]/customer-stories">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("customerStories");

  return (
    <>
      <JsonLd blocks={await routeJsonLd("/customer-stories", locale)} />
      <Hero
        id="customer-stories"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primaryCta"), href: "/request-demo" }}
        secondary={{ label: t("hero.secondaryCta"), href: "#stories" }}
        visual={<AnalyticsMockup text={(await getMockupTexts()).analytics} />}
      />
      <StoryCards
        id="stories"
        title={t("stories.title")}
        lead={t("stories.lead")}
        stories={await storyCardItems(stories)}
        {...await storyCardLabels()}
      />
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
