import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { LocalizedNotFound } from "@/components/sections/not-found/localized-not-found";

/**
 * The not-found page, prerendered in every locale. The proxy answers every address that is no page
 * with it and a 404 status (src/proxy.ts). A page `notFound()` reaches is only drawn in the browser:
 * Next.js sends an empty document for it (vercel/next.js#98954).
 */
export const metadata: Metadata = { robots: { index: false } };

export default async function PageNotFound({ params }: PageProps<"/[locale]/page-not-found">) {
  setRequestLocale((await params).locale as Locale);
  return <LocalizedNotFound />;
}
