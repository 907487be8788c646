import { getTranslations, setRequestLocale } from "next-intl/server";
import { TemplateChecker } from "@/components/dlt/template-checker.client";
import { Container } from "@/components/layout/container";
import { DltChainMockup } from "@/components/mockups/dlt-chain-mockup";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Hero } from "@/components/sections/hero/hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/components/ui/link";
import { DLT_GUIDES, DLT_OPERATORS, operatorPortals } from "@/data/dlt";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { pageCopy } from "@/site/page-copy";

// English only (src/site/route-locales.ts): other locales' addresses are not built.
export function generateStaticParams() {
  return [{ locale: "en" }];
}
export const dynamicParams = false;

export async function generateMetadata() {
  return routeMetadata("/dlt", "en");
}

const cardClass = "rounded-card bg-white p-6 shadow-card ring-1 ring-line";
const linkClass = "font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900";

/**
 * India's DLT registration (SPEC §2 'Telecom registration guides'): what the rules ask, the three
 * guides in order, the template checker, the 2024 changes and the operators' portals.
 */
export default async function DltPage({ params }: PageProps<"/[locale]/dlt">) {
  setRequestLocale((await params).locale as "en");
  const t = await getTranslations("dlt");
  const { checker, hero } = await pageCopy("dlt");
  const basics = ["roles", "entityId", "onePortal", "timeline"] as const;
  const rules = ["variableTypes", "whitelisting", "callback"] as const;

  return (
    <>
      <JsonLd blocks={await routeJsonLd("/dlt", "en")} />
      <Hero
        id="dlt"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.checkerCta"), href: "#checker" }}
        secondary={{ label: t("hero.guidesCta"), href: "#guides" }}
        visual={<DltChainMockup text={hero.visual} />}
      />

      <section aria-labelledby="basics-title" className="bg-white py-16 md:py-24">
        <Container>
          <SectionHeading id="basics-title" title={t("basics.title")} lead={t("basics.lead")} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {basics.map((key) => (
              <li key={key} className={cardClass}>
                <h3 className="text-lg font-semibold text-ink-900">{t(`basics.items.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{t(`basics.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section id="guides" aria-labelledby="guides-title" className="bg-surface py-16 md:py-24">
        <Container>
          <SectionHeading id="guides-title" title={t("guides.title")} lead={t("guides.lead")} />
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {DLT_GUIDES.map(({ slug }, i) => (
              <li key={slug} className={`${cardClass} flex flex-col`}>
                <p className="text-sm font-semibold text-signal-600">{t("guides.step", { n: i + 1 })}</p>
                <h3 className="mt-1 text-xl font-semibold text-ink-900">{t(`guides.items.${slug}.title`)}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-muted">{t(`guides.items.${slug}.text`)}</p>
                <Link href={`/dlt/${slug}`} className={`${linkClass} mt-5 self-start`}>
                  {t("guides.read")}
                  <span className="sr-only">: {t(`guides.items.${slug}.title`)}</span>
                </Link>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section id="checker" aria-labelledby="checker-title" className="bg-white py-16 md:py-24">
        <Container>
          <SectionHeading id="checker-title" title={checker.title} lead={checker.lead} />
          <div className="mt-10">
            <TemplateChecker texts={checker} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="rules-title" className="bg-surface py-16 render-when-near md:py-24">
        <Container>
          <SectionHeading id="rules-title" title={t("rules.title")} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {rules.map((key) => (
              <li key={key} className={cardClass}>
                <h3 className="text-lg font-semibold text-ink-900">{t(`rules.items.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{t(`rules.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="portals-title" className="bg-white py-16 render-when-near md:py-24">
        <Container>
          <SectionHeading id="portals-title" title={t("portals.title")} lead={t("portals.lead")} />
          <table className="mt-10 w-full max-w-4xl text-left text-sm">
            <thead className="border-b border-line text-ink-900">
              <tr>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {t("portals.operator")}
                </th>
                <th scope="col" className="py-3 font-semibold">
                  {t("portals.portal")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {DLT_OPERATORS.map((operator) => {
                const { name, portals } = operatorPortals[operator];
                return (
                  <tr key={operator}>
                    <th scope="row" className="py-3 pr-4 align-top font-medium text-ink-900">
                      {name}
                    </th>
                    <td className="py-3 [overflow-wrap:anywhere]">
                      <Link href={portals[0]!.url} className={linkClass}>
                        {new URL(portals[0]!.url).host}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-6 max-w-3xl text-sm leading-6 text-muted">{t("portals.fees")}</p>
        </Container>
      </section>

      <CtaBanner
        id="start-conversation"
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ label: t("cta.primary"), dialog: "demo", position: "dlt" }}
        secondary={{ label: t("cta.secondary"), href: "/pricing" }}
      />
    </>
  );
}

export const dynamic = "error";
