import { buttonClass } from "@/components/ui/button-class";
import { cn } from "@/lib/cn";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LazyLeadForm } from "@/components/forms/lazy-lead-form.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import { CheckList } from "@/components/sections/lead-banner/lead-banner";
import { LeadHero } from "@/components/sections/lead-hero/lead-hero";
import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/components/ui/link";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import { routeJsonLd, routeMetadata } from "@/site/page";

const points = ["useCase", "channels", "agents", "plan"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/request-demo">) {
  return routeMetadata("/request-demo", (await params).locale as Locale);
}

/** The header call-to-action's target: the demo request form with the product tour link. */
export default async function RequestDemoPage({ params }: PageProps<"/[locale]/request-demo">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("requestDemo");
  const { config } = await leadFormConfig(locale);
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/request-demo", locale)} />
      <LeadHero
        id="request-demo"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        formTitle={t("hero.formTitle")}
        formLead={t("hero.formLead")}
        form={<LazyLeadForm form="demo" position="request-demo-page" {...config} />}
      >
        <h2 className="text-lg font-semibold text-white">{t("hero.pointsTitle")}</h2>
        <CheckList items={points.map((id) => t(`hero.points.${id}`))} className="mt-4 text-ink-100" />
        <Link
          href={siteConfig.external.demoVideo}
          className={cn(buttonClass("secondary"), "mt-8 gap-3 py-2 pl-2 text-left whitespace-normal")}
        >
          <span
            className="grid size-8 place-items-center rounded-full bg-signal-400 text-ink-950"
            aria-hidden="true"
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="currentColor">
              <path d="M8 5.5v13l10-6.5z" />
            </svg>
          </span>
          {t("hero.video")}
        </Link>
      </LeadHero>
    </>
  );
}
export const dynamic = "error";
