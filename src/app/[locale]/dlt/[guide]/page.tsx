import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { OperatorSteps } from "@/components/dlt/operator-steps";
import { Container } from "@/components/layout/container";
import { DocumentHero } from "@/components/legal/document-parts";
import { SectionHeading } from "@/components/sections/section-heading";
import { buttonClass } from "@/components/ui/button-class";
import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/components/ui/link";
import { DLT_GUIDES, type DltGuide } from "@/data/dlt";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { pageCopy } from "@/site/page-copy";
import type { RoutePath } from "@/site/routes";

// The three guides, in English only (src/site/route-locales.ts).
export function generateStaticParams() {
  return DLT_GUIDES.map(({ slug }) => ({ locale: "en", guide: slug }));
}
export const dynamicParams = false;

function guideOf(slug: string) {
  const guide = DLT_GUIDES.find((g) => g.slug === slug);
  if (!guide) notFound();
  return { guide, path: `/dlt/${guide.slug}` as RoutePath };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/dlt/[guide]">) {
  return routeMetadata(guideOf((await params).guide).path, "en");
}

/** The hero's picture: the three registrations in order, this one marked, each a link to its guide. */
function GuidePath({
  current,
  label,
  title,
}: {
  current: DltGuide;
  label: string;
  title: (slug: DltGuide["slug"]) => string;
}) {
  const at = DLT_GUIDES.indexOf(current);
  return (
    <nav
      aria-label={label}
      className="rounded-card bg-white/5 p-5 ring-1 ring-white/15 lg:w-[22rem] lg:justify-self-end"
    >
      <p className="text-sm font-semibold text-ink-200">{label}</p>
      <ol className="mt-4 flex flex-col gap-2">
        {DLT_GUIDES.map((guide, i) => (
          <li key={guide.slug}>
            <Link
              href={`/dlt/${guide.slug}`}
              aria-current={i === at ? "page" : undefined}
              className="flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 font-semibold text-white hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-ink-900"
            >
              <span
                aria-hidden="true"
                className={
                  i < at
                    ? "grid size-7 shrink-0 place-items-center rounded-full bg-signal-400 text-sm text-ink-950"
                    : "grid size-7 shrink-0 place-items-center rounded-full bg-ink-100 text-sm text-ink-700"
                }
              >
                {i < at ? "✓" : i + 1}
              </span>
              {title(guide.slug)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const listClass = "mt-6 flex max-w-3xl list-disc flex-col gap-3 pl-5 text-base leading-7 text-muted";

/**
 * A DLT registration guide (SPEC §2 'Telecom registration guides'): what to prepare, the steps on
 * each operator's portal, what happens after, and the way back to /dlt and on to the next guide.
 */
export default async function DltGuidePage({ params }: PageProps<"/[locale]/dlt/[guide]">) {
  const { guide, path } = guideOf((await params).guide);
  setRequestLocale("en");
  const t = await getTranslations(guide.namespace);
  const shared = await getTranslations("dlt");
  const next = DLT_GUIDES[DLT_GUIDES.indexOf(guide) + 1];
  const copy = await pageCopy(guide.namespace);

  return (
    <>
      <JsonLd blocks={await routeJsonLd(path, "en")} />
      <DocumentHero
        titleId="guide-title"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        before={
          <Link
            href="/dlt"
            className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-200 hover:text-white"
          >
            <span aria-hidden="true">←</span> {shared("guide.back")}
          </Link>
        }
        aside={
          <GuidePath
            current={guide}
            label={shared("guide.path")}
            title={(slug) => shared(`guides.items.${slug}.title`)}
          />
        }
      />

      <section aria-labelledby="prepare-title" className="bg-white py-14 md:py-20">
        <Container>
          <SectionHeading id="prepare-title" title={t("prepare.title")} />
          <ul className={listClass}>
            {copy.prepare.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-6 max-w-3xl rounded-card bg-ink-50 p-5 text-base leading-7 text-ink-800">
            {t("prepare.match")}
          </p>
        </Container>
      </section>

      <section aria-labelledby="operators-title" className="bg-surface py-14 md:py-20">
        <Container>
          <SectionHeading
            id="operators-title"
            title={shared("guide.operators")}
            lead={shared("guide.operatorsLead")}
          />
          <div className="mt-10">
            <OperatorSteps guide={guide} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="after-title" className="bg-white py-14 md:py-20">
        <Container>
          <SectionHeading id="after-title" title={t("after.title")} />
          <ul className={listClass}>
            {copy.after.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            {next && (
              <Link href={`/dlt/${next.slug}`} className={buttonClass("dark")}>
                {shared("guide.next", { guide: shared(`guides.items.${next.slug}.title`) })}
              </Link>
            )}
            <Link href="/dlt#checker" className={buttonClass("outline")}>
              {shared("guide.checker")}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}

export const dynamic = "error";
