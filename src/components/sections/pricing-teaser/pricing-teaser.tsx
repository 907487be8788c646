import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button-link";
import { SectionHeading } from "../section-heading";

export interface PricingTeaserRow {
  id: string;
  label: string;
  /** What the row costs, in words: how the price is made up, or 'Free'. */
  price: string;
  free?: boolean;
}

export interface PricingTeaserProps {
  id: string;
  title: string;
  lead: string;
  rowsTitle: string;
  rows: readonly PricingTeaserRow[];
  note: string;
  cta: { label: string; href: string };
}

/**
 * How WhatsApp pricing is made up, without a single figure to go stale: what is billed per message,
 * what is free, and a link to the country-by-country prices.
 */
export function PricingTeaser({ id, title, lead, rowsTitle, rows, note, cta }: PricingTeaserProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id={titleId} title={title} lead={lead} />
          <p className="mt-4 leading-7 text-muted">{note}</p>
          <ButtonLink href={cta.href} variant="dark" className="mt-8">
            {cta.label}
          </ButtonLink>
        </div>
        <div className="rounded-card bg-surface p-6 ring-1 ring-line md:p-8">
          <h3 className="text-sm font-semibold text-muted">{rowsTitle}</h3>
          <dl className="mt-4 divide-y divide-line">
            {rows.map((row) => (
              <div
                key={row.id}
                className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3.5"
              >
                <dt className="font-semibold text-ink-900">{row.label}</dt>
                <dd className={row.free ? "font-semibold text-signal-600" : "text-muted"}>{row.price}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}
