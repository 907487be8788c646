import { LineIcon } from "@/components/icons/line-icon";
import { AppWindow, ChannelBadge, ContactLine, MockCard } from "./app-window";

export interface GroundingTexts {
  /** What the picture shows, for assistive technology. */
  label: string;
  /** The window's title bar. */
  title: string;
  customer: string;
  /** Under the customer's name, e.g. the channel. */
  channel: string;
  question: string;
  /** Above the model's answer, e.g. "AI agent · ACE LLM". */
  agent: string;
  answer: string;
  /** Card titles. */
  sourcesTitle: string;
  checksTitle: string;
  /** The sources the answer used, numbered in the order given. */
  sources: readonly string[];
  /** The guardrail checks the answer passed, each drawn with a tick. */
  checks: readonly string[];
}

const tick = (
  <LineIcon className="size-3">
    <path d="m5 12.5 4.5 4.5L19 7.5" strokeWidth="3" />
  </LineIcon>
);

/**
 * A grounded answer: a customer's question on WhatsApp and the model's reply, and beside it (below
 * it under 512 px of its own width) the numbered sources the reply came from and the guardrail
 * checks it passed before it was sent.
 */
export function GroundingMockup({ text, className }: { text: GroundingTexts; className?: string }) {
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="grid @lg:grid-cols-[1fr_14.5rem]">
        <div className="flex flex-col gap-3 bg-surface p-4">
          <div className="flex items-center gap-2">
            <ContactLine name={text.customer} detail={text.channel} className="min-w-0 flex-1" />
            <ChannelBadge channel="whatsapp" />
          </div>
          <p className="max-w-[85%] rounded-xl rounded-tl-sm bg-white px-3 py-2 text-xs leading-snug text-ink-900 shadow-sm">
            {text.question}
          </p>
          <div className="ml-auto max-w-[88%]">
            <p className="mb-1 flex items-center justify-end gap-1.5 text-[0.625rem] font-semibold text-muted">
              <span className="grid size-4 place-items-center rounded-full bg-ink-900 text-[0.5rem] font-bold text-white">
                AI
              </span>
              {text.agent}
            </p>
            <p className="rounded-xl rounded-tr-sm bg-signal-100 px-3 py-2 text-xs leading-snug text-ink-900 shadow-sm">
              {text.answer}
              <span className="ml-1 inline-flex gap-0.5 align-super text-[0.5625rem] font-bold text-signal-600">
                {text.sources.map((_, i) => (
                  <span key={i}>[{i + 1}]</span>
                ))}
              </span>
            </p>
          </div>
        </div>
        <div className="space-y-3 border-t border-line p-4 @lg:border-t-0 @lg:border-l">
          <MockCard title={text.sourcesTitle}>
            <ol className="space-y-2">
              {text.sources.map((source, i) => (
                <li key={source} className="flex items-start gap-2 text-xs leading-snug text-ink-900">
                  <span className="grid size-4 shrink-0 place-items-center rounded bg-ink-100 text-[0.625rem] font-bold text-ink-700">
                    {i + 1}
                  </span>
                  {source}
                </li>
              ))}
            </ol>
          </MockCard>
          <MockCard title={text.checksTitle}>
            <ul className="space-y-2">
              {text.checks.map((check) => (
                <li key={check} className="flex items-start gap-2 text-xs leading-snug text-ink-900">
                  <span className="grid size-4 shrink-0 place-items-center rounded-full bg-signal-500 text-ink-950">
                    {tick}
                  </span>
                  {check}
                </li>
              ))}
            </ul>
          </MockCard>
        </div>
      </div>
    </AppWindow>
  );
}
