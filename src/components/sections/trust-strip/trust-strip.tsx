import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { Link } from "@/components/ui/link";

export interface TrustPoint {
  id: string;
  title: string;
  text: string;
  icon: ReactNode;
}

export interface TrustStripProps {
  id: string;
  title: string;
  points: readonly TrustPoint[];
  link: { label: string; href: string };
}

/** A dark band of security and compliance commitments, with a link to the page that details them. */
export function TrustStrip({ id, title, points, link }: TrustStripProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="bg-ink-950 py-16 text-white render-when-near md:py-20"
    >
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={titleId} className="max-w-2xl text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </h2>
          <Link
            href={link.href}
            className="font-semibold text-signal-300 underline-offset-4 hover:underline focus-visible:underline"
          >
            {link.label}&nbsp;<span aria-hidden="true">→</span>
          </Link>
        </div>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {points.map((point) => (
            <li key={point.id}>
              <span className="grid size-11 place-items-center rounded-xl bg-white/10 text-signal-300">
                {point.icon}
              </span>
              <h3 className="mt-4 font-semibold">{point.title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-ink-200">{point.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
