import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";

export interface LeadHeroProps {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Below the lead: a list of points, a video link, contact facts… */
  children?: ReactNode;
  formTitle: string;
  formLead: string;
  /** The lead form (a client leaf). */
  form: ReactNode;
}

/** A hero with a form: the pitch on the left, the form (a lead form, a free tool) in a card on the right. */
export function LeadHero({ id, eyebrow, title, lead, children, formTitle, formLead, form }: LeadHeroProps) {
  const titleId = `${id}-title`;
  const formTitleId = `${id}-form-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="relative overflow-hidden text-white bg-hero">
      {/* Phones: pitch, form, then the details; wide screens: pitch and details left, form right. */}
      <Container className="relative grid grid-cols-1 items-start gap-x-16 gap-y-10 py-14 md:py-20 lg:grid-cols-[1fr_32rem]">
        <div className="max-w-xl lg:pt-6">
          <p className="mb-4 text-sm font-semibold tracking-wide text-signal-300">{eyebrow}</p>
          <h1
            id={titleId}
            className="text-[2rem]/[1.15] font-bold tracking-tight text-balance min-[22.5rem]:text-4xl md:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-ink-200">{lead}</p>
        </div>
        <div
          role="region"
          aria-labelledby={formTitleId}
          className="rounded-card bg-white p-6 text-text shadow-card sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id={formTitleId} className="text-2xl font-bold tracking-tight text-ink-900">
            {formTitle}
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted">{formLead}</p>
          {form}
        </div>
        {children && <div className="max-w-xl lg:-mt-10">{children}</div>}
      </Container>
    </section>
  );
}
