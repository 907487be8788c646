import { getTranslations } from "next-intl/server";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.client";
import { Link } from "@/components/ui/link";
import { pageCopy } from "@/site/page-copy";
import { ChevronDown } from "@/components/icons/chevron";
import { DLT_OPERATORS, operatorPortals, type DltGuide, type DltOperator } from "@/data/dlt";

interface OperatorCopy {
  steps: string[];
  note?: string;
}

/** One operator's part of a guide: its portal, then the steps where they are known. */
async function OperatorPanel({ guide, operator }: { guide: DltGuide; operator: DltOperator }) {
  const t = await getTranslations("dlt.guide");
  const copy: OperatorCopy = (await pageCopy(guide.namespace)).operators[operator];
  const { name, portals } = operatorPortals[operator];
  return (
    <div className="flex flex-col gap-5 text-base leading-7 text-muted">
      <div>
        <p className="text-sm font-semibold text-ink-900">{t("portal")}</p>
        <ul className="mt-1 flex flex-col gap-1">
          {portals.map((portal) => (
            <li key={portal.url} className="[overflow-wrap:anywhere]">
              {portal.label && <span className="mr-2 text-sm">{t(`portalLabels.${portal.label}`)}:</span>}
              <Link
                href={portal.url}
                className="font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900"
              >
                {portal.url.replace(/^https:\/\//, "")}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {copy.steps.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-ink-900">{t("steps")}</p>
          <ol className="mt-2 flex flex-col gap-3">
            {copy.steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-signal-100 text-sm font-bold text-signal-600">
                  {i + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
          {copy.note && <p className="mt-4 text-sm">{copy.note}</p>}
        </div>
      ) : (
        <p className="rounded-lg bg-surface p-4 text-sm">{t("notDocumented", { operator: name })}</p>
      )}
    </div>
  );
}

/**
 * SPEC §2: a guide's tabs for Vodafone, Tata, Airtel, Videocon, Jio and BSNL, vertical tabs from
 * 768 px and an accordion below. Both are in the page; CSS shows one, so the prerendered HTML has
 * every operator's steps and no script decides the layout.
 */
export async function OperatorSteps({ guide }: { guide: DltGuide }) {
  const t = await getTranslations("dlt.guide");
  return (
    <>
      {/* The wrapper hides the tabs on a phone: the tabs' own vertical layout sets their display. */}
      <div className="max-md:hidden">
        <Tabs orientation="vertical" defaultValue={DLT_OPERATORS[0]}>
          <TabsList aria-label={t("operators")} className="w-56">
            {DLT_OPERATORS.map((operator) => (
              <TabsTrigger key={operator} value={operator}>
                {operatorPortals[operator].name}
              </TabsTrigger>
            ))}
          </TabsList>
          {DLT_OPERATORS.map((operator) => (
            <TabsContent
              key={operator}
              value={operator}
              className="min-w-0 flex-1 self-start bg-white p-6 shadow-card ring-1 ring-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink-500"
            >
              <h3 className="mb-4 text-xl font-semibold text-ink-900">{operatorPortals[operator].name}</h3>
              <OperatorPanel guide={guide} operator={operator} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
      <div className="flex flex-col gap-3 md:hidden">
        {DLT_OPERATORS.map((operator) => (
          <details key={operator} className="group rounded-card bg-white ring-1 ring-line">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-ink-900">
              {operatorPortals[operator].name}
              <ChevronDown className="size-3 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-4 pb-5">
              <OperatorPanel guide={guide} operator={operator} />
            </div>
          </details>
        ))}
      </div>
    </>
  );
}
