import { Container } from "@/components/layout/container";
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
}

/** A checklist of short benefits (title and one sentence each), two columns from 768 px. */
export function BenefitList({ id, title, lead, items }: BenefitListProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
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
