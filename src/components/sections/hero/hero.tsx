import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { LeadDialogButton } from "@/components/forms/lead-dialog-provider.client";
import { buttonClass, type ButtonVariant } from "@/components/ui/button-class";
import { ButtonLink } from "@/components/ui/button-link";
import type { LeadFormName } from "@/features/leads/forms";

/** A call to action: a link (a page, or `#id` to smooth-scroll to a section) or a lead popup. */
export type LinkAction = { label: string; href: string };
export type HeroAction = LinkAction | { label: string; dialog: LeadFormName; position: string };

export interface HeroProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead: string;
  primary: HeroAction;
  secondary?: HeroAction;
  /** Optional visual beside the copy, e.g. the animated phone chat mockup. */
  visual?: ReactNode;
  /** Below the copy and the visual, full width (the company hero's metrics and logos). */
  children?: ReactNode;
}

export function Hero({ id, eyebrow, title, lead, primary, secondary, visual, children }: HeroProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="relative overflow-hidden text-white bg-hero">
      {/* Behind the copy and the visual; the metrics below are translucent, so not behind them. */}
      {!children && <OrbitRings />}
      <Container className="relative grid items-center gap-12 py-16 md:py-20 lg:grid-cols-2 lg:py-24">
        <div className="max-w-xl">
          <HeroCopy
            titleId={titleId}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            primary={primary}
            secondary={secondary}
          />
        </div>
        {visual && <div className="relative">{visual}</div>}
        {children && <div className="lg:col-span-2">{children}</div>}
      </Container>
    </section>
  );
}

/** A hero's eyebrow, h1, lead and calls to action: the one page title every page has. */
export function HeroCopy({
  titleId,
  eyebrow,
  title,
  lead,
  primary,
  secondary,
}: Omit<HeroProps, "id" | "visual" | "children"> & { titleId: string }) {
  return (
    <>
      {eyebrow && <p className="mb-4 text-sm font-semibold tracking-wide text-signal-300">{eyebrow}</p>}
      <h1
        id={titleId}
        className="text-[2rem]/[1.15] font-bold tracking-tight text-balance min-[22.5rem]:text-4xl md:text-5xl lg:text-6xl"
      >
        {title}
      </h1>
      <p className="mt-6 text-lg leading-8 text-ink-200">{lead}</p>
      <HeroActions primary={primary} secondary={secondary} />
    </>
  );
}

/** A primary and an optional secondary call to action on a dark background. */
export function HeroActions({ primary, secondary }: { primary: HeroAction; secondary?: HeroAction }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Action action={primary} variant="primary" />
      {secondary && <Action action={secondary} variant="secondary" />}
    </div>
  );
}

function Action({ action, variant }: { action: HeroAction; variant: ButtonVariant }) {
  if ("dialog" in action)
    return (
      <LeadDialogButton
        form={action.dialog}
        position={action.position}
        className={buttonClass(variant, undefined, "md", true)}
      >
        {action.label}
      </LeadDialogButton>
    );
  return (
    <ButtonLink href={action.href} variant={variant} wrap>
      {action.label}
    </ButtonLink>
  );
}

function OrbitRings() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 left-3/4 hidden size-200 -translate-1/2 text-white/10 lg:block"
      viewBox="0 0 800 800"
      fill="none"
      stroke="currentColor"
    >
      <circle cx="400" cy="400" r="200" />
      <circle cx="400" cy="400" r="300" strokeDasharray="4 10" />
      <circle cx="400" cy="400" r="390" />
      <circle cx="600" cy="400" r="7" className="fill-signal-400 stroke-none" />
      <circle cx="188" cy="612" r="5" className="fill-signal-300 stroke-none" />
    </svg>
  );
}
