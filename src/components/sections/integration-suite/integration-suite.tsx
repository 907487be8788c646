import { Container } from "@/components/layout/container";
import { LeadDialogButton } from "@/components/forms/lead-dialog-provider.client";
import { buttonClass, type ButtonVariant } from "@/components/ui/button-class";
import { ButtonLink } from "@/components/ui/button-link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.client";
import { SectionHeading } from "../section-heading";

/** The section's anchor (SPEC §2: "integration-suite tabs (anchor integrationSuite)"). */
export const INTEGRATION_SUITE_ID = "integrationSuite";

/** The lead popup's position (the data layer's `formPosition`) when a page names none. */
export const CONTACT_SALES_POSITION = "integration-suite";

export interface Integration {
  name: string;
  /** One line on what connecting it does. */
  text: string;
}

/**
 * A call to action (SPEC §2). 'Contact Sales' opens the demo popup in the page; every other link —
 * docs, the integrations catalogue, absolute URLs — opens in a new tab.
 */
export type IntegrationCta =
  | {
      kind: "contactSales";
      label: string;
      /** Where the popup was opened from, e.g. `integrations-contact-sales` (default `integration-suite`). */
      position?: string;
    }
  | IntegrationLinkCta;

export type IntegrationLinkCta = { kind: "link"; label: string; href: string };

export interface IntegrationCategory {
  /** The tab's value: stable, unique in the section, the same in every locale. */
  name: string;
  /** The tab's label. */
  title: string;
  desc?: string;
  integrations: readonly Integration[];
  cta?: IntegrationCta;
}

export interface IntegrationSuiteProps {
  title: string;
  lead?: string;
  categories: readonly IntegrationCategory[];
  /** Calls to action under the tabs, e.g. 'Contact Sales' and 'Browse all integrations'. */
  ctas?: readonly IntegrationCta[];
}

export interface IntegrationCtaLink {
  href: string;
  target: "_blank";
  rel: "noopener";
}

/** The link attributes of a CTA that is a link: always a new tab, on the own domain too. */
export function integrationCtaLink(cta: IntegrationLinkCta): IntegrationCtaLink {
  return { href: cta.href, target: "_blank", rel: "noopener" };
}

/**
 * The integration suite: a tab per category (CRM, e-commerce, helpdesk, developer tools), each a
 * grid of integration cards. The first category shows first, and again after a route change.
 */
export function IntegrationSuite({ title, lead, categories, ctas = [] }: IntegrationSuiteProps) {
  const titleId = `${INTEGRATION_SUITE_ID}-title`;
  const first = categories[0];
  return (
    <section
      id={INTEGRATION_SUITE_ID}
      aria-labelledby={titleId}
      className="bg-surface py-20 render-when-near md:py-24"
    >
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        {first && (
          <Tabs defaultValue={first.name} className="mt-10">
            <TabsList aria-labelledby={titleId} scrollable>
              {categories.map((c) => (
                <TabsTrigger key={c.name} value={c.name}>
                  {c.title}
                </TabsTrigger>
              ))}
            </TabsList>
            {categories.map((c) => (
              <TabsContent key={c.name} value={c.name} className="mt-8">
                {c.desc && <p className="max-w-2xl leading-7 text-muted">{c.desc}</p>}
                <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                  {c.integrations.map((integration) => (
                    <IntegrationCard key={integration.name} integration={integration} />
                  ))}
                </ul>
                {c.cta && (
                  <div className="mt-8">
                    <CtaButton cta={c.cta} variant="outline" />
                  </div>
                )}
              </TabsContent>
            ))}
          </Tabs>
        )}
        {ctas.length > 0 && (
          <div className="mt-12 flex flex-wrap gap-3 border-t border-line pt-8">
            {ctas.map((cta, i) => (
              <CtaButton key={cta.label} cta={cta} variant={i === 0 ? "dark" : "outline"} />
            ))}
          </div>
        )}
      </Container>
    </section>
  );
}

function IntegrationCard({ integration }: { integration: Integration }) {
  return (
    <li className="flex gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      {/* A monogram, not the product's logo: naming what we connect to claims no partnership. */}
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-50 text-lg font-bold text-ink-700"
      >
        {integration.name.slice(0, 1)}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink-900">{integration.name}</h3>
        <p className="mt-1 text-sm leading-6 text-muted">{integration.text}</p>
      </div>
    </li>
  );
}

/** 'Contact Sales' is a button that opens the demo popup; any other CTA a link to a new tab. */
function CtaButton({ cta, variant }: { cta: IntegrationCta; variant: ButtonVariant }) {
  if (cta.kind === "contactSales")
    return (
      <LeadDialogButton
        form="demo"
        position={cta.position ?? CONTACT_SALES_POSITION}
        className={buttonClass(variant)}
      >
        {cta.label}
      </LeadDialogButton>
    );
  return (
    <ButtonLink variant={variant} {...integrationCtaLink(cta)}>
      {cta.label}
    </ButtonLink>
  );
}
