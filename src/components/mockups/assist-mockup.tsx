import { AppWindow, ChannelBadge, Initials, MockCard, Pill } from "./app-window";
import type { MockupTexts } from "./mockup-texts";

/**
 * Agent assist: a customer's WhatsApp message, and beside it (below it under 512 px of its own
 * width) the panel the person answering sees: summary, mood, a suggested reply, the next step and
 * the policy the suggestion comes from.
 */
export function AssistMockup({ text, className }: { text: MockupTexts["assist"]; className?: string }) {
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="grid @lg:grid-cols-[1fr_15rem]">
        <div className="flex flex-col bg-surface p-4">
          <div className="flex items-center gap-2.5">
            <Initials name={text.customer} />
            <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink-900">
              {text.customer}
            </span>
            <ChannelBadge channel="whatsapp" />
          </div>
          <p className="mt-4 max-w-[85%] rounded-xl rounded-tl-sm bg-white px-3 py-2 text-xs leading-snug shadow-sm">
            {text.message}
          </p>
          <p className="mt-auto hidden truncate rounded-pill bg-white px-3 py-1.5 text-xs text-muted ring-1 ring-line @lg:block">
            {text.composer}
          </p>
        </div>
        <div className="space-y-3 border-t border-line p-4 @lg:border-t-0 @lg:border-l">
          <MockCard title={text.summaryTitle}>
            <p className="text-xs leading-snug text-ink-900">{text.summary}</p>
            <p className="mt-2 flex items-center gap-1.5 text-[0.6875rem] text-muted">
              {text.moodTitle}: <Pill tone="amber">{text.mood}</Pill>
            </p>
          </MockCard>
          <MockCard title={text.replyTitle}>
            <p className="text-xs leading-snug text-ink-900">{text.reply}</p>
            <p className="mt-2 flex gap-2 text-[0.6875rem] font-semibold">
              <span className="rounded-md bg-signal-500 px-2 py-0.5 text-ink-950">{text.insert}</span>
              <span className="rounded-md px-2 py-0.5 text-ink-800 ring-1 ring-line">{text.rewrite}</span>
            </p>
          </MockCard>
          <MockCard title={text.nextTitle}>
            <p className="text-xs leading-snug text-ink-900">{text.next}</p>
            <p className="mt-1.5 truncate text-[0.6875rem] text-muted">
              {text.sourceTitle}: {text.source}
            </p>
          </MockCard>
        </div>
      </div>
    </AppWindow>
  );
}
