import { Container } from "@/components/layout/container";
import { SectionHeading } from "../section-heading";

export interface Step {
  title: string;
  text: string;
}

export interface StepsProps {
  id: string;
  title: string;
  lead?: string;
  /** In order: the list numbers them. */
  steps: readonly Step[];
}

/**
 * Numbered steps of a process ("how it works"): an ordered list, so assistive technology announces
 * each step's position; the big numbers are decoration on top of that.
 */
export function Steps({ id, title, lead, steps }: StepsProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-card bg-surface p-6 ring-1 ring-line">
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-full bg-signal-400 text-lg font-bold text-ink-950"
              >
                {i + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-2 leading-7 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
