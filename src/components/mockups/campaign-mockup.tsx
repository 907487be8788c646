import { clsx } from "clsx";
import { AppWindow, ChannelBadge, MockCard, Pill } from "./app-window";
import type { MockupTexts } from "./mockup-texts";

/** Each result's share of the audience, drawn as a bar (the figures themselves are in the text). */
const resultShares = [98, 81, 18, 5];

/**
 * The campaign manager: the four steps of a WhatsApp campaign (audience, approved template,
 * schedule, results), side by side from 448 px of its own width.
 */
export function CampaignMockup({ text, className }: { text: MockupTexts["campaign"]; className?: string }) {
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <ol className="flex border-b border-line text-[0.6875rem] font-semibold">
        {text.steps.map((step, i) => (
          <li
            key={step}
            className={clsx(
              "flex min-w-0 flex-1 items-center gap-1.5 px-3 py-2",
              i === text.steps.length - 1 ? "border-b-2 border-signal-500 text-ink-900" : "text-muted",
            )}
          >
            <span className="grid size-4 shrink-0 place-items-center rounded-full bg-signal-500 text-[0.5625rem] text-ink-950">
              {i < text.steps.length - 1 ? "✓" : i + 1}
            </span>
            <span className="truncate">{step}</span>
          </li>
        ))}
      </ol>
      <div className="grid gap-3 bg-surface p-4 @md:grid-cols-2">
        <div className="space-y-3">
          <MockCard title={text.steps[0]!}>
            <p className="text-xs leading-snug text-ink-900">{text.audience}</p>
            <p className="mt-1.5 text-sm font-bold text-ink-900">{text.audienceCount}</p>
          </MockCard>
          <MockCard title={text.steps[1]!}>
            <div className="flex items-center gap-2">
              <ChannelBadge channel="whatsapp" />
              <Pill tone="signal">{text.template}</Pill>
            </div>
            <div className="mt-2 rounded-lg rounded-tl-sm bg-chat-bg p-2">
              <p className="rounded-md bg-white p-2 text-xs leading-snug">{text.templateText}</p>
              <p className="mt-1 rounded-md bg-white py-1 text-center text-xs font-semibold text-chat-head">
                {text.templateButton}
              </p>
            </div>
          </MockCard>
        </div>
        <div className="space-y-3">
          <MockCard title={text.steps[2]!}>
            <p className="text-xs leading-snug text-ink-900">{text.schedule}</p>
          </MockCard>
          <MockCard title={text.steps[3]!}>
            <div className="space-y-2">
              {text.results.map((r, i) => (
                <div key={r.label}>
                  <p className="flex justify-between text-[0.6875rem]">
                    <span className="text-muted">{r.label}</span>
                    <span className="font-semibold text-ink-900">{r.value}</span>
                  </p>
                  <div className="mt-0.5 h-1.5 rounded-pill bg-ink-100">
                    <div
                      className="h-full rounded-pill bg-signal-500"
                      style={{ width: `${resultShares[i]}%` }}
                    />
                  </div>
                </div>
              ))}
            </div>
          </MockCard>
        </div>
      </div>
    </AppWindow>
  );
}
