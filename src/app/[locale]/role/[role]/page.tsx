import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { SolutionPage } from "@/components/solutions/solution-page";
import { roleSolutions } from "@/data/solutions";
import type { Locale } from "@/i18n/routing";
import { routeMetadata } from "@/site/page";
import type { RoutePath } from "@/site/routes";

// The locale comes from the layout's params; each role is prerendered in every locale.
export function generateStaticParams() {
  return roleSolutions.map(({ slug }) => ({ role: slug }));
}
export const dynamicParams = false;

function solutionOf(slug: string) {
  return roleSolutions.find((s) => s.slug === slug) ?? notFound();
}

export async function generateMetadata({ params }: PageProps<"/[locale]/role/[role]">) {
  const { locale, role } = await params;
  return routeMetadata(solutionOf(role).path as RoutePath, locale as Locale);
}

/** A team's solutions page (SPEC §2: /role/{role}). */
export default async function RolePage({ params }: PageProps<"/[locale]/role/[role]">) {
  const { locale, role } = await params;
  setRequestLocale(locale as Locale);
  return <SolutionPage solution={solutionOf(role)} locale={locale as Locale} />;
}
export const dynamic = "error";
