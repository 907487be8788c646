import { Container } from "@/components/layout/container";
import { Link } from "@/components/ui/link";
import type { LinkAction } from "../hero/hero";
import { SectionHeading } from "../section-heading";

export interface Benefit {
  id: string;
  title: string;
  text: string;
}

export interface BenefitListProps {
  id: string;
  title: string;
  lead?: string;
  items: readonly Benefit[];
  /**
   * A link under the heading, to where the points are covered in full. At the top, not below the
   * list: until a section off screen is drawn, only its first 40rem have a place on the page.
   */
  cta?: LinkAction;
}

/** A checklist of short points (title and a sentence or two each), two columns from 768 px. */
export function BenefitList({ id, title, lead, items, cta }: BenefitListProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        {cta && (
          <Link
            href={cta.href}
            className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink-700 underline-offset-4 hover:text-ink-900 hover:underline"
          >
            {cta.label} <span aria-hidden="true">→</span>
          </Link>
        )}
        <ul className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2">
          {items.map((b) => (
            <li key={b.id} className="flex gap-4">
              <CheckMark />
              <div>
                <h3 className="text-lg font-semibold text-ink-900">{b.title}</h3>
                <p className="mt-1 leading-7 text-muted">{b.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function CheckMark() {
  return (
    <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-signal-100">
      <svg
        viewBox="0 0 16 16"
        className="size-4 text-signal-600"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
