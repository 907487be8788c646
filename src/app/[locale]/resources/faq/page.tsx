import { setRequestLocale } from "next-intl/server";
import { FaqHub } from "@/components/content/faq-doc";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { contentJsonLd, contentMetadata, docAt } from "@/site/content-page";

const PATH = "/resources/faq";

export async function generateMetadata({ params }: PageProps<"/[locale]/resources/faq">) {
  const locale = (await params).locale as Locale;
  return contentMetadata(PATH, locale, docAt(PATH, locale));
}

/** SPEC §2 /resources/faq: the FAQ hub (content/faq/<locale>/index.md). */
export default async function FaqHubPage({ params }: PageProps<"/[locale]/resources/faq">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <>
      <JsonLd blocks={await contentJsonLd(PATH, locale)} />
      <FaqHub hub={docAt(PATH, locale)} locale={locale} />
    </>
  );
}

export const dynamic = "error";
