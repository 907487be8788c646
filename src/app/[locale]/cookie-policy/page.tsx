import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ConsentPreferencesButton } from "@/components/consent/consent-manager.client";
import { Container } from "@/components/layout/container";
import { DocumentHero, DocumentSection } from "@/components/legal/document-parts";
import { buttonClass } from "@/components/ui/button-class";
import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/components/ui/link";
import { CONSENT_GROUPS, NECESSARY_GROUP, type ConsentGroup } from "@/features/consent/groups";
import { INVENTORY } from "@/features/consent/inventory";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { lifetimeMessage } from "./lifetime";

export async function generateMetadata({ params }: PageProps<"/[locale]/cookie-policy">) {
  return routeMetadata("/cookie-policy", (await params).locale as Locale);
}

/** The date this policy last changed; bump it with the inventory. */
const UPDATED = new Date("2026-11-26T00:00:00Z");

/** The third parties' own cookie lists (named in the inventory's lifetimes as "see below"). */
const PROVIDER_LISTS = {
  google: "https://support.google.com/analytics/answer/11397207",
  hubspot:
    "https://knowledge.hubspot.com/privacy-and-consent/what-cookies-does-hubspot-set-in-a-visitor-s-browser",
} as const;

/** A short cell that names itself on a phone ("Kept in: Cookie"), where the header row is hidden. */
const cellClass =
  "px-4 py-3 max-md:block max-md:px-0 max-md:py-1 max-md:before:mr-1 max-md:before:font-semibold max-md:before:text-ink-900 max-md:before:content-[attr(data-label)_':']";

const linkClass = "font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900";

async function GroupTable({ group }: { group: ConsentGroup }) {
  const t = await getTranslations("cookiePolicy");
  const consent = await getTranslations("consent");
  const entries = INVENTORY.filter((e) => e.group === group);
  const necessary = group === NECESSARY_GROUP;
  return (
    <article aria-labelledby={`group-${group}`} className="rounded-card bg-white p-5 shadow-card md:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={`group-${group}`} className="text-xl font-semibold text-ink-900">
          {consent(`groups.${group}.title`)}
        </h3>
        <span
          className={
            necessary
              ? "rounded-pill bg-signal-100 px-2.5 py-0.5 text-xs font-semibold text-signal-600"
              : "rounded-pill bg-ink-50 px-2.5 py-0.5 text-xs font-semibold text-ink-700"
          }
        >
          {necessary ? t("groups.alwaysOn") : t("groups.optional")}
        </span>
      </div>
      <p className="mt-3 text-muted">{t(`groups.${group}`)}</p>
      {/* Four columns do not fit a phone: there each row is a block, its header read out by screen
          readers only, and the cells say what they are (Chromium keeps it a table for screen
          readers; the Russian browser test reads its rows at 375 px). */}
      <table className="mt-5 w-full text-left text-sm md:table-fixed">
        <caption className="sr-only">
          {t("table.caption")}: {consent(`groups.${group}.title`)}
        </caption>
        <thead className="bg-surface text-ink-900 max-md:sr-only">
          <tr>
            <th scope="col" className="w-48 rounded-l-lg px-4 py-3 font-semibold">
              {t("table.name")}
            </th>
            <th scope="col" className="w-32 px-4 py-3 font-semibold">
              {t("table.store")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("table.purpose")}
            </th>
            <th scope="col" className="w-36 rounded-r-lg px-4 py-3 font-semibold">
              {t("table.lifetime")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line align-top text-muted max-md:block">
          {entries.map((entry) => {
            const lifetime = lifetimeMessage(entry.lifetime);
            return (
              <tr key={`${entry.store} ${entry.name}`} className="max-md:block max-md:py-3">
                <th scope="row" className="px-4 py-3 font-normal max-md:block max-md:px-0 max-md:py-1">
                  <code className="font-mono text-[0.8125rem] font-semibold [overflow-wrap:anywhere] text-ink-900">
                    {entry.name.startsWith("<") ? t(`setBy.${entry.setBy}`) : entry.name}
                  </code>
                  {/* Only a third party's cookie says who sets it; the rest are the site's own. */}
                  {entry.setBy !== "site" && (
                    <span className="mt-1 block text-xs">
                      {t("table.setBy")}: {t(`setBy.${entry.setBy}`)}
                    </span>
                  )}
                </th>
                <td data-label={t("table.store")} className={cellClass}>
                  {t(`stores.${entry.store}`)}
                </td>
                <td className="px-4 py-3 max-md:block max-md:px-0 max-md:py-1">
                  {t(`purposes.${entry.purpose}`)}
                </td>
                <td data-label={t("table.lifetime")} className={cellClass}>
                  {t(
                    `lifetimes.${lifetime.key}`,
                    lifetime.count === undefined ? {} : { count: lifetime.count },
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}

/**
 * The cookie policy (SPEC §2): what each consent group does, every cookie and storage key from the
 * one inventory (src/features/consent/inventory.ts), and the Manage cookies button that opens the
 * consent preferences.
 */
export default async function CookiePolicyPage({ params }: PageProps<"/[locale]/cookie-policy">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("cookiePolicy");
  const format = await getFormatter();
  const { privacy } = siteConfig.mail;
  /** A section that is a title and one paragraph. */
  const prose = (key: "what" | "attribution" | "control" | "changes") => (
    <DocumentSection id={key} title={t(`${key}.title`)}>
      <p>{t(`${key}.text`)}</p>
    </DocumentSection>
  );

  return (
    <>
      <JsonLd blocks={await routeJsonLd("/cookie-policy", locale)} />
      <DocumentHero
        titleId="cookie-policy-title"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        note={t("hero.updated", { date: format.dateTime(UPDATED, { dateStyle: "long", timeZone: "UTC" }) })}
      />

      <div className="bg-surface py-12 md:py-16">
        <Container className="max-w-5xl space-y-14">
          <section
            aria-labelledby="manage-title"
            className="flex flex-col gap-4 rounded-card bg-ink-900 p-6 text-white md:flex-row md:items-center md:justify-between md:p-8"
          >
            <div>
              <h2 id="manage-title" className="text-xl font-semibold">
                {t("manage.title")}
              </h2>
              <p className="mt-2 text-ink-200">{t("manage.text")}</p>
            </div>
            <ConsentPreferencesButton className={buttonClass("primary", "shrink-0 cursor-pointer")}>
              {t("manage.button")}
            </ConsentPreferencesButton>
          </section>

          {prose("what")}

          <DocumentSection id="groups" title={t("groups.title")}>
            <p>{t("groups.lead")}</p>
            <div className="space-y-6 pt-2">
              {CONSENT_GROUPS.map((group) => (
                <GroupTable key={group} group={group} />
              ))}
            </div>
          </DocumentSection>

          {prose("attribution")}

          <DocumentSection id="third-parties" title={t("thirdParties.title")}>
            <p>{t("thirdParties.text")}</p>
            <ul className="list-disc space-y-2 pl-5">
              {(Object.keys(PROVIDER_LISTS) as (keyof typeof PROVIDER_LISTS)[]).map((id) => (
                <li key={id}>
                  <Link className={linkClass} href={PROVIDER_LISTS[id]}>
                    {t(`thirdParties.${id}`)}
                  </Link>
                </li>
              ))}
              <li>{t("thirdParties.chat")}</li>
            </ul>
          </DocumentSection>

          {prose("control")}

          {prose("changes")}

          <DocumentSection id="contact" title={t("contact.title")}>
            <p>
              {t.rich("contact.text", {
                mail: () => (
                  <Link className={linkClass} href={`mailto:${privacy}`}>
                    {privacy}
                  </Link>
                ),
              })}
            </p>
          </DocumentSection>
        </Container>
      </div>
    </>
  );
}

export const dynamic = "error";
