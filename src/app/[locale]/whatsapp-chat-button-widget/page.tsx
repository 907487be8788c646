import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { WidgetMockup } from "@/components/mockups/widget-mockup";
import { Container } from "@/components/layout/container";
import { Hero } from "@/components/sections/hero/hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { ToolGuide } from "@/components/tools/tool-guide";
import { WidgetGenerator } from "@/components/tools/widget-generator.client";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { WIDGET_LANGUAGES, type WidgetLanguage } from "@/features/widget/snippet";
import { routeJsonLd, routeMetadata } from "@/site/page";

const PATH = "/whatsapp-chat-button-widget";

const featureIcons = {
  light: <path d="M13 3 5 13h6l-1 8 8-10h-6z" />,
  isolated: <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" />,
  safe: <path d="m8 9-4 3 4 3M16 9l4 3-4 3M13.5 6l-3 12" />,
  private: <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />,
  accessible: (
    <path d="M12 5.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM5 8l7 1.5L19 8M12 9.5V14l-3 7M12 14l3 7" />
  ),
};

/** The widget's own texts exist in en, es and pt: pages in those languages preset theirs. */
function widgetLanguage(locale: Locale): WidgetLanguage {
  const base = locale.split("-")[0];
  return (WIDGET_LANGUAGES as readonly string[]).includes(base ?? "") ? (base as WidgetLanguage) : "en";
}

export async function generateMetadata({ params }: PageProps<"/[locale]/whatsapp-chat-button-widget">) {
  return routeMetadata(PATH, (await params).locale as Locale);
}

/** The chat-button widget generator (anchor `widgetCode`), its how-to and FAQ. */
export default async function WidgetGeneratorPage({
  params,
}: PageProps<"/[locale]/whatsapp-chat-button-widget">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("widgetGenerator");
  const copy = (await getMessages()).widgetGenerator;
  return (
    <>
      <JsonLd blocks={await routeJsonLd(PATH, locale, copy.faq.items)} />
      <Hero
        id="chat-button"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.cta"), href: "#widgetCode" }}
        secondary={{ label: t("hero.secondary"), href: "/free-whatsapp-qr-code-generator" }}
        visual={
          <WidgetMockup
            text={{
              label: copy.tool.previewFrame,
              name: copy.tool.defaults.name,
              status: copy.tool.defaults.status,
              greeting: copy.tool.defaults.response,
              button: copy.tool.defaults.buttonText,
            }}
          />
        }
      />
      <section id="widgetCode" aria-labelledby="widgetCode-title" className="bg-white py-16 md:py-20">
        <Container>
          <SectionHeading id="widgetCode-title" title={t("tool.title")} lead={t("tool.lead")} />
          <div className="mt-10">
            <WidgetGenerator texts={copy.tool} lang={widgetLanguage(locale)} />
          </div>
        </Container>
      </section>
      <ToolGuide
        copy={copy}
        icons={featureIcons}
        position="widget-generator-banner"
        secondary={{ label: t("hero.secondary"), href: "/free-whatsapp-qr-code-generator" }}
      />
    </>
  );
}

export const dynamic = "error";
