import { clsx } from "clsx";
import { AppWindow, ChannelBadge, MockCard, Pill, type Channel } from "./app-window";

/** One channel's attempt: its name, the status it ended in and how it got there. */
export interface RoutingStepTexts {
  name: string;
  status: string;
  detail: string;
}

export interface RoutingTexts {
  /** What the picture shows, for assistive technology. */
  label: string;
  /** The window's title bar. */
  title: string;
  messageTitle: string;
  /** The message's subject, e.g. "Order LV-48213 out for delivery". */
  message: string;
  recipient: string;
  category: string;
  deadline: string;
  routeTitle: string;
  steps: Record<RouteStep, RoutingStepTexts>;
  eventsTitle: string;
  summary: string;
}

type RouteStep = "whatsapp" | "rcs" | "sms";
type Outcome = "failed" | "delivered" | "notNeeded";

/** The journey drawn: the channel order and how each attempt ended. */
const route: readonly { step: RouteStep; channel: Channel; outcome: Outcome }[] = [
  { step: "whatsapp", channel: "whatsapp", outcome: "failed" },
  { step: "rcs", channel: "rcs", outcome: "delivered" },
  { step: "sms", channel: "sms", outcome: "notNeeded" },
];
const outcomeTone = { failed: "amber", delivered: "signal", notNeeded: "ink" } as const;

/** Status events as the API names them: the same in every locale, like a template's name. */
const events: readonly { time: string; event: string }[] = [
  { time: "09:01:58", event: "message.accepted" },
  { time: "09:01:59", event: "whatsapp.failed" },
  { time: "09:02:01", event: "rcs.delivered" },
  { time: "09:02:01", event: "sms.cancelled" },
  { time: "09:05:12", event: "rcs.read" },
];

/**
 * One message's journey across channels: the message, the route it took (a channel that failed,
 * the one that delivered, the fallback that was never sent) and, beside it (below it under 512 px
 * of its own width), the status events a webhook received, with a one-line outcome underneath.
 */
export function RoutingMockup({ text, className }: { text: RoutingTexts; className?: string }) {
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="grid gap-3 bg-surface p-4 @lg:grid-cols-[1fr_10.5rem]">
        <div className="min-w-0 space-y-3">
          <MockCard title={text.messageTitle}>
            <p className="text-sm leading-snug font-semibold text-ink-900">{text.message}</p>
            <p className="mt-0.5 truncate text-[0.6875rem] text-muted">{text.recipient}</p>
            <p className="mt-2 flex flex-wrap gap-1.5">
              <Pill>{text.category}</Pill>
              <Pill>{text.deadline}</Pill>
            </p>
          </MockCard>
          <MockCard title={text.routeTitle}>
            <ol className="space-y-1.5">
              {route.map(({ step, channel, outcome }, i) => (
                <li
                  key={step}
                  className={clsx(
                    "flex items-start gap-2 rounded-md px-2 py-1.5",
                    outcome === "delivered" && "bg-signal-100/60 ring-1 ring-signal-300",
                    outcome === "notNeeded" && "border border-dashed border-ink-200 bg-surface",
                  )}
                >
                  <span className="mt-1 w-2.5 shrink-0 text-[0.625rem] font-bold text-muted">{i + 1}</span>
                  <ChannelBadge channel={channel} />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5">
                      <span className="text-xs font-semibold text-ink-900">{text.steps[step].name}</span>
                      <Pill tone={outcomeTone[outcome]}>{text.steps[step].status}</Pill>
                    </span>
                    <span className="mt-0.5 block text-[0.6875rem] leading-snug text-muted">
                      {text.steps[step].detail}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          </MockCard>
        </div>
        <MockCard title={text.eventsTitle}>
          <ol className="space-y-2 font-mono text-[0.625rem] leading-tight">
            {events.map(({ time, event }) => (
              <li key={event} className="flex flex-wrap gap-x-2 @lg:block">
                <span className="block text-muted">{time}</span>
                <span className="block text-ink-900">{event}</span>
              </li>
            ))}
          </ol>
        </MockCard>
      </div>
      <p className="flex items-center gap-2 border-t border-line px-4 py-2.5 text-xs font-semibold text-ink-900">
        <span className="grid size-5 shrink-0 place-items-center rounded-full bg-signal-500 text-[0.625rem] text-ink-950">
          ✓
        </span>
        <span className="min-w-0">{text.summary}</span>
      </p>
    </AppWindow>
  );
}
