import type { ReactNode } from "react";
import { AppWindow, MockCard, Pill } from "./app-window";

/** What every Copilot draft is framed with: the brief, what the draft used, its state and the actions. */
export interface CopilotFrameText {
  /** The picture's description for assistive technology. */
  label: string;
  title: string;
  promptLabel: string;
  prompt: string;
  draftLabel: string;
  used: string;
  note: string;
  /** The primary action first; drawn, not interactive. */
  actions: readonly string[];
}

export interface CopilotTemplateText {
  category: string;
  /** The template's name and language code, as a business types them into Meta. */
  name: string;
  /** The body, with WhatsApp's `{{1}}`-style variables. */
  body: string;
  buttons: readonly string[];
  samplesLabel: string;
  /** One sample value per variable, in order. */
  samples: readonly string[];
  /** Wording Meta may treat as marketing. */
  flag?: string;
  translations?: string;
}

export interface CopilotFlowText {
  steps: readonly { kind: string; text: string }[];
}

export interface CopilotAudienceText {
  rules: readonly string[];
  match: string;
  excluded: string;
}

export interface CopilotInsightsText {
  title: string;
  /** Reasons with their counts; each bar is drawn from the count itself. */
  rows: readonly { label: string; value: string }[];
  nextTitle: string;
  next: string;
}

/**
 * AI Copilot: a plain-language brief in a prompt box and, below it, the draft it produced (a
 * template, a flow, an audience or a summary, passed as children), with what the draft used, a note
 * that it waits for a person, and the actions a reviewer would take.
 */
export function CopilotMockup({
  text,
  children,
  className,
}: {
  text: CopilotFrameText;
  children: ReactNode;
  className?: string;
}) {
  const [primary, ...others] = text.actions;
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="border-b border-line bg-surface p-4">
        <p className="mb-1.5 flex items-center gap-1.5 text-[0.625rem] font-bold tracking-wide text-muted uppercase">
          <Spark />
          {text.promptLabel}
        </p>
        <p className="rounded-lg bg-white px-3 py-2 text-xs leading-snug text-ink-900 ring-2 ring-ink-200">
          {text.prompt}
        </p>
      </div>
      <div className="space-y-3 p-4">
        <p className="text-[0.625rem] font-bold tracking-wide text-muted uppercase">{text.draftLabel}</p>
        {children}
        <p className="text-[0.6875rem] leading-snug text-muted">{text.used}</p>
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
          <p className="mr-auto flex min-w-0 items-center gap-1.5 text-[0.6875rem] font-semibold text-ink-800">
            <span className="size-2 shrink-0 rounded-full bg-amber-500" />
            {text.note}
          </p>
          <span className="flex flex-wrap gap-2 text-[0.6875rem] font-semibold whitespace-nowrap">
            {primary && <span className="rounded-md bg-signal-500 px-2.5 py-1 text-ink-950">{primary}</span>}
            {others.map((action) => (
              <span key={action} className="rounded-md px-2.5 py-1 text-ink-800 ring-1 ring-line">
                {action}
              </span>
            ))}
          </span>
        </div>
      </div>
    </AppWindow>
  );
}

/** A WhatsApp template draft: category, name, the body with its variables as chips, buttons, samples. */
export function CopilotTemplate({ text }: { text: CopilotTemplateText }) {
  return (
    <div className="space-y-2.5">
      <p className="flex min-w-0 items-center gap-2">
        <span className="shrink-0">
          <Pill tone="signal">{text.category}</Pill>
        </span>
        <span className="truncate font-mono text-[0.6875rem] text-ink-800">{text.name}</span>
      </p>
      <div className="rounded-lg bg-chat-bg p-2.5">
        <p className="max-w-[22rem] rounded-lg rounded-tl-sm bg-white p-2.5 text-xs leading-relaxed shadow-sm">
          {withVariables(text.body)}
        </p>
        {text.buttons.map((label) => (
          <p
            key={label}
            className="mt-1 max-w-[22rem] rounded-lg bg-white py-1.5 text-center text-xs font-semibold text-chat-head shadow-sm"
          >
            ↩ {label}
          </p>
        ))}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.6875rem] text-muted">
        {text.samplesLabel}:
        {text.samples.map((sample, i) => (
          <span key={sample} className="whitespace-nowrap text-ink-900">
            <Variable index={i + 1} /> {sample}
          </span>
        ))}
      </p>
      {text.flag && (
        <p className="flex gap-2 rounded-lg bg-amber-100 p-2.5 text-[0.6875rem] leading-snug text-amber-800">
          <span className="grid size-4 shrink-0 place-items-center rounded-full bg-amber-800 text-[0.625rem] font-bold text-white">
            !
          </span>
          {text.flag}
        </p>
      )}
      {text.translations && <p className="text-[0.6875rem] text-ink-800">{text.translations}</p>}
    </div>
  );
}

/** A flow draft: the steps, in order, as they will sit on the conversation builder's canvas. */
export function CopilotFlow({ text }: { text: CopilotFlowText }) {
  return (
    <ol className="space-y-1.5">
      {text.steps.map((step, i) => (
        <li
          key={step.text}
          className={`rounded-lg border-l-4 bg-white px-3 py-1.5 ring-1 ring-line ${i === 0 ? "border-l-signal-500" : "border-l-ink-500"}`}
        >
          <span className="block text-[0.625rem] font-bold tracking-wide text-muted uppercase">
            {i + 1} · {step.kind}
          </span>
          <span className="block text-xs leading-snug font-medium text-ink-900">{step.text}</span>
        </li>
      ))}
    </ol>
  );
}

/** An audience draft: the segment's rules, how many contacts match and how many were left out. */
export function CopilotAudience({ text }: { text: CopilotAudienceText }) {
  return (
    <div className="grid gap-3 @md:grid-cols-[1fr_11rem]">
      <ul className="space-y-1.5">
        {text.rules.map((rule) => (
          <li
            key={rule}
            className="flex gap-2 rounded-md bg-surface px-2.5 py-1.5 text-xs leading-snug text-ink-900 ring-1 ring-line"
          >
            <span className="font-bold text-signal-600">✓</span>
            {rule}
          </li>
        ))}
      </ul>
      <div className="rounded-lg border-l-4 border-l-signal-500 bg-white p-3 ring-1 ring-line">
        <p className="text-sm font-bold text-ink-900">{text.match}</p>
        <p className="mt-1 text-[0.6875rem] leading-snug text-muted">{text.excluded}</p>
      </div>
    </div>
  );
}

/** A summary: the top reasons with their counts (bars in proportion), and a suggested next step. */
export function CopilotInsights({ text }: { text: CopilotInsightsText }) {
  const counts = text.rows.map((row) => Number(row.value.replace(/\D/g, "")) || 0);
  const top = Math.max(1, ...counts);
  return (
    <div className="grid gap-3 @md:grid-cols-2">
      <MockCard title={text.title}>
        <ol className="space-y-2">
          {text.rows.map((row, i) => (
            <li key={row.label}>
              <p className="flex justify-between gap-2 text-[0.6875rem]">
                <span className="truncate text-ink-900">{row.label}</span>
                <span className="font-semibold text-ink-900">{row.value}</span>
              </p>
              <div className="mt-0.5 h-1.5 rounded-pill bg-ink-100">
                <div
                  className="h-full rounded-pill bg-signal-500"
                  style={{ width: `${Math.round((counts[i]! / top) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      </MockCard>
      <MockCard title={text.nextTitle}>
        <p className="text-xs leading-snug text-ink-900">{text.next}</p>
      </MockCard>
    </div>
  );
}

/** The body's text with each `{{n}}` drawn as a chip. */
function withVariables(body: string): ReactNode[] {
  return body
    .split(/(\{\{\d+\}\})/)
    .map((part, i) =>
      /^\{\{\d+\}\}$/.test(part) ? <Variable key={i} index={Number(part.slice(2, -2))} /> : part,
    );
}

function Variable({ index }: { index: number }) {
  return (
    <span className="rounded bg-ink-100 px-1 py-px font-mono text-[0.625rem] font-semibold text-ink-700">
      {`{{${index}}}`}
    </span>
  );
}

function Spark() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5 text-signal-600" aria-hidden="true" fill="currentColor">
      <path d="M8 1.5 9.4 6.6 14.5 8l-5.1 1.4L8 14.5 6.6 9.4 1.5 8l5.1-1.4z" />
    </svg>
  );
}
