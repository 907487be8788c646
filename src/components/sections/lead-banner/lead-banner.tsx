import { cn } from "@/lib/cn";
import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";

export interface LeadBannerProps {
  title: string;
  lead: string;
  points: readonly string[];
  /** The lead form (a client leaf that loads when it nears the viewport). */
  form: ReactNode;
}

/** SPEC §2 lead-capture banner, anchor `banner`: a short pitch beside the demo form. */
export function LeadBanner({ title, lead, points, form }: LeadBannerProps) {
  return (
    <section
      id="banner"
      aria-labelledby="banner-title"
      className="bg-surface py-16 render-when-near md:py-24"
    >
      <Container className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[1fr_32rem] lg:gap-16">
        <div className="max-w-xl">
          <h2
            id="banner-title"
            className="text-3xl font-bold tracking-tight text-balance text-ink-900 md:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-muted">{lead}</p>
          <CheckList items={points} className="mt-6 text-text" />
        </div>
        <div className="rounded-card bg-white p-6 shadow-card sm:p-8">{form}</div>
      </Container>
    </section>
  );
}

/** Selling points, each with a check mark; the colour comes from `className`. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="mt-0.5 size-5 shrink-0 text-signal-500"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}
