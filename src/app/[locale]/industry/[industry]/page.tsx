import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { SolutionPage } from "@/components/solutions/solution-page";
import { industrySolutions } from "@/data/solutions";
import type { Locale } from "@/i18n/routing";
import { routeMetadata } from "@/site/page";
import type { RoutePath } from "@/site/routes";

// The locale comes from the layout's params; each industry is prerendered in every locale.
export function generateStaticParams() {
  return industrySolutions.map(({ slug }) => ({ industry: slug }));
}
export const dynamicParams = false;

function solutionOf(slug: string) {
  return industrySolutions.find((s) => s.slug === slug) ?? notFound();
}

export async function generateMetadata({ params }: PageProps<"/[locale]/industry/[industry]">) {
  const { locale, industry } = await params;
  return routeMetadata(solutionOf(industry).path as RoutePath, locale as Locale);
}

/** An industry's solutions page (SPEC §2: /industry/{industry}). */
export default async function IndustryPage({ params }: PageProps<"/[locale]/industry/[industry]">) {
  const { locale, industry } = await params;
  setRequestLocale(locale as Locale);
  return <SolutionPage solution={solutionOf(industry)} locale={locale as Locale} />;
}
export const dynamic = "error";
