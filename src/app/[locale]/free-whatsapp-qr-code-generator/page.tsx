import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { CheckList } from "@/components/sections/lead-banner/lead-banner";
import { LeadHero } from "@/components/sections/lead-hero/lead-hero";
import { QrGenerator } from "@/components/tools/qr-generator.client";
import { ToolGuide } from "@/components/tools/tool-guide";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";

const PATH = "/free-whatsapp-qr-code-generator";
const points = ["free", "robust", "formats", "private"] as const;

const featureIcons = {
  quietZone: <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2z" />,
  exact: <path d="M5 5h14v10H9l-4 4zM9 10h6" />,
  dense: (
    <path d="M12 3v3m0 12v3M3 12h3m12 0h3M7 7l2 2m6 6 2 2M7 17l2-2m6-6 2-2M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z" />
  ),
  share: <path d="M8 12h8M14 8l4 4-4 4M10 5H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h4" />,
};

export async function generateMetadata({ params }: PageProps<"/[locale]/free-whatsapp-qr-code-generator">) {
  return routeMetadata(PATH, (await params).locale as Locale);
}

/** The free WhatsApp QR code generator (anchor `qrGenerator`), its how-to and FAQ. */
export default async function QrGeneratorPage({
  params,
}: PageProps<"/[locale]/free-whatsapp-qr-code-generator">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("qrGenerator");
  const copy = (await getMessages()).qrGenerator;
  return (
    <>
      <JsonLd blocks={await routeJsonLd(PATH, locale, copy.faq.items)} />
      <LeadHero
        id="qrGenerator"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        formTitle={t("hero.formTitle")}
        formLead={t("hero.formLead")}
        form={<QrGenerator texts={copy.tool} />}
      >
        <CheckList items={points.map((id) => t(`hero.points.${id}`))} className="text-ink-100" />
      </LeadHero>
      <ToolGuide
        copy={copy}
        icons={featureIcons}
        position="qr-generator-banner"
        secondary={{ label: t("banner.widget"), href: "/whatsapp-chat-button-widget" }}
      />
    </>
  );
}

export const dynamic = "error";
