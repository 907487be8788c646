import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Container } from "@/components/layout/container";
import { Link } from "@/components/ui/link";
import { SectionHeading } from "../section-heading";

export interface Feature {
  id: string;
  title: string;
  text: string;
  icon: ReactNode;
  /** Where the card leads: the whole card is then one link, named by its title. */
  href?: string;
}

export interface FeatureGridProps {
  id: string;
  title: string;
  lead?: string;
  features: readonly Feature[];
}

export function FeatureGrid({ id, title, lead, features }: FeatureGridProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-6">
          {features.map((f, i) => (
            <li
              key={f.id}
              className={cn(
                "relative rounded-card bg-white p-6 shadow-card ring-1 ring-line",
                f.href &&
                  "transition-shadow hover:ring-ink-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ink-600",
                span(i, features.length),
              )}
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-ink-50 text-ink-700">
                {f.icon}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-900">
                {f.href ? (
                  <Link
                    href={f.href}
                    className="outline-none after:absolute after:inset-0 after:rounded-card"
                  >
                    {f.title}&nbsp;
                    <span aria-hidden="true" className="text-signal-600">
                      →
                    </span>
                  </Link>
                ) : (
                  f.title
                )}
              </h3>
              <p className="mt-2 leading-7 text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * Rows of three (six columns, two each) from 992 px, with no row left ragged: with five cards the
 * first two share the top row, with four (or seven) the first four sit two by two.
 */
export function span(index: number, count: number): string {
  const wide = (count % 3 === 2 && index < 2) || (count % 3 === 1 && index < 4);
  const lastOfOdd = count % 2 === 1 && index === count - 1;
  return cn(wide ? "lg:col-span-3" : "lg:col-span-2", lastOfOdd && "md:col-span-2 lg:col-span-2");
}
