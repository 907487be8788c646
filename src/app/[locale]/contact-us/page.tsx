import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { LazyLeadForm } from "@/components/forms/lazy-lead-form.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import { NextSteps } from "@/components/sections/next-steps/next-steps";
import { LeadHero } from "@/components/sections/lead-hero/lead-hero";
import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/components/ui/link";
import { offices } from "@/data/offices";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { regionNamer } from "@/site/regions";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact-us">) {
  return routeMetadata("/contact-us", (await params).locale as Locale);
}

const linkClass = "font-semibold text-ink-700 underline-offset-4 hover:underline";

function Channel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-card bg-white p-6 shadow-card">
      <h3 className="text-lg font-semibold text-ink-900">{title}</h3>
      <p className="text-muted">{text}</p>
      <div className="mt-auto flex flex-col gap-1 pt-2">{children}</div>
    </li>
  );
}

/**
 * The contact page: the demo form (its leads carry the page the visitor came from,
 * `contactUsLeadUrl`), then the contact facts from the site configuration and the offices.
 */
export default async function ContactUsPage({ params }: PageProps<"/[locale]/contact-us">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("contactUs");
  const { config } = await leadFormConfig(locale, "contact");
  const { mail, phones, supportUrl } = siteConfig;
  const countryName = regionNamer(locale);
  const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/contact-us", locale)} />
      <LeadHero
        id="contact"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        formTitle={t("hero.formTitle")}
        formLead={t("hero.formLead")}
        form={<LazyLeadForm form="contact" position="contact-page" {...config} />}
      >
        <NextSteps title={t("hero.next.title")} steps={t.raw("hero.next.steps") as string[]} />
      </LeadHero>
      <section aria-labelledby="contact-channels-title" className="bg-surface py-16 md:py-20">
        <Container>
          <h2 id="contact-channels-title" className="text-3xl font-bold tracking-tight text-ink-900">
            {t("channels.title")}
          </h2>
          <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            <Channel title={t("channels.sales.title")} text={t("channels.sales.text")}>
              <a className={linkClass} href={`mailto:${mail.sales}`}>
                {mail.sales}
              </a>
              <span className="text-sm text-muted">
                {t("channels.sales.india")}:{" "}
                <a className={linkClass} href={tel(phones.salesIndia)}>
                  {phones.salesIndia}
                </a>
              </span>
              <span className="text-sm text-muted">
                {t("channels.sales.global")}:{" "}
                <a className={linkClass} href={tel(phones.salesGlobal)}>
                  {phones.salesGlobal}
                </a>
              </span>
            </Channel>
            <Channel title={t("channels.support.title")} text={t("channels.support.text")}>
              <Link className={linkClass} href={supportUrl}>
                {t("channels.support.site")}
              </Link>
              <a className={linkClass} href={`mailto:${mail.support}`}>
                {mail.support}
              </a>
            </Channel>
            <Channel title={t("channels.partners.title")} text={t("channels.partners.text")}>
              <a className={linkClass} href={`mailto:${mail.partners}`}>
                {mail.partners}
              </a>
            </Channel>
            <Channel title={t("channels.privacy.title")} text={t("channels.privacy.text")}>
              <a className={linkClass} href={`mailto:${mail.privacy}`}>
                {mail.privacy}
              </a>
              <a className={linkClass} href={`mailto:${mail.dpo}`}>
                {mail.dpo}
              </a>
            </Channel>
          </ul>
          <h2 className="mt-16 text-2xl font-bold tracking-tight text-ink-900">{t("offices.title")}</h2>
          <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {offices.flatMap(({ country, offices: list }) =>
              list.map((office) => (
                <li key={office.city}>
                  <p className="font-semibold text-ink-900">
                    {office.city}, {countryName(country)}
                  </p>
                  <p className="text-sm leading-6 text-muted">{office.address}</p>
                </li>
              )),
            )}
          </ul>
        </Container>
      </section>
    </>
  );
}
export const dynamic = "error";
