import { clsx } from "clsx";
import { AppWindow, ChannelBadge, ContactLine, MockCard, Pill, type Channel } from "./app-window";

export interface ProfileConsent {
  channel: Channel;
  /** The channel's name, e.g. "WhatsApp". */
  name: string;
  /** The state in words, e.g. "Opted in" or "No consent". */
  status: string;
  granted: boolean;
}

export interface ProfileTexts {
  /** What the picture shows, for assistive technology. */
  label: string;
  title: string;
  /** Card titles. */
  profileTitle: string;
  consentTitle: string;
  eventsTitle: string;
  messageTitle: string;
  name: string;
  /** Under the name, e.g. "Customer since 2021". */
  detail: string;
  /** Attributes shown on the card, e.g. { label: "Tier", value: "Gold" }. */
  fields: readonly { label: string; value: string }[];
  segmentsTitle: string;
  segments: readonly string[];
  consents: readonly ProfileConsent[];
  /** Most recent first. */
  events: readonly { time: string; text: string }[];
  business: string;
  businessStatus: string;
  /** The template's chip, e.g. "Marketing template". */
  template: string;
  /** The message as sent; each value filled in from the profile is wrapped in `<v>…</v>`. */
  message: string;
  time: string;
  buttons: readonly string[];
  /** Under the message: what was shared with the channel. */
  shared: string;
}

/** The message's text with each filled-in value highlighted (`<v>Maya</v>` → a marked "Maya"). */
export function filledValues(message: string) {
  return message.split(/<v>(.*?)<\/v>/).map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-ink-900">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/**
 * A customer profile (attributes, segments, recent events) and beside it (below it under 512 px of
 * its own width) the WhatsApp message it produced, the values filled in from the profile
 * highlighted, above the customer's consent per channel. Under 384 px the events are left out.
 */
export function ProfileMockup({ text, className }: { text: ProfileTexts; className?: string }) {
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="grid gap-3 bg-surface p-4 @lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <MockCard title={text.profileTitle}>
            <ContactLine name={text.name} detail={text.detail} />
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2">
              {text.fields.map((field) => (
                <div key={field.label} className="min-w-0">
                  <dt className="truncate text-[0.625rem] text-muted">{field.label}</dt>
                  <dd className="truncate text-xs font-semibold text-ink-900">{field.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-[0.625rem] text-muted">{text.segmentsTitle}</p>
            <ul className="mt-1 flex flex-wrap gap-1">
              {text.segments.map((segment) => (
                <li key={segment} className="max-w-full">
                  <Pill tone="signal">{segment}</Pill>
                </li>
              ))}
            </ul>
          </MockCard>
          <div className="hidden flex-1 @sm:block [&>div]:h-full">
            <MockCard title={text.eventsTitle}>
              <ol className="space-y-2.5 border-l-2 border-dashed border-line pl-4">
                {text.events.map((event, i) => (
                  <li key={event.text} className="relative text-xs leading-snug text-ink-900">
                    <span
                      className={clsx(
                        "absolute top-0.5 -left-[1.4rem] size-3 rounded-full ring-2 ring-white",
                        i === 0 ? "bg-signal-500" : "bg-ink-300",
                      )}
                    />
                    <span className="block text-[0.625rem] text-muted">{event.time}</span>
                    {event.text}
                  </li>
                ))}
              </ol>
            </MockCard>
          </div>
        </div>
        <div className="space-y-3">
          <MockCard title={text.messageTitle}>
            <div className="overflow-hidden rounded-lg bg-chat-bg">
              <ContactLine
                name={text.business}
                detail={text.businessStatus}
                onDark
                className="bg-chat-head px-3 py-2 text-white"
              />
              <div className="p-2.5">
                <div className="max-w-[94%] rounded-xl rounded-tl-sm bg-white p-2.5 text-xs leading-relaxed text-ink-900 shadow-sm">
                  <Pill tone="signal">{text.template}</Pill>
                  <p className="mt-1.5">{filledValues(text.message)}</p>
                  <p className="mt-1 text-right text-[0.625rem] text-muted">{text.time}</p>
                </div>
                <ul className="mt-1 max-w-[94%] space-y-1">
                  {text.buttons.map((button) => (
                    <li
                      key={button}
                      className="truncate rounded-lg bg-white px-2 py-1.5 text-center text-xs font-semibold text-chat-head shadow-sm"
                    >
                      {button}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <p className="mt-2.5 flex items-start gap-1.5 text-[0.6875rem] leading-snug text-muted">
              <span className="mt-0.5 size-2.5 shrink-0 rounded-sm bg-amber-100 ring-1 ring-amber-800/30" />
              {text.shared}
            </p>
          </MockCard>
          <MockCard title={text.consentTitle}>
            <ul className="space-y-1.5">
              {text.consents.map((consent) => (
                <li key={consent.channel} className="flex items-center gap-2 text-xs">
                  <ChannelBadge
                    channel={consent.channel}
                    className={clsx(!consent.granted && "opacity-50")}
                  />
                  <span className="min-w-0 flex-1 truncate font-semibold text-ink-900">{consent.name}</span>
                  <span
                    className={clsx(
                      "shrink-0 text-[0.6875rem]",
                      consent.granted ? "font-semibold text-signal-600" : "text-muted",
                    )}
                  >
                    {consent.granted ? "✓" : "✕"} {consent.status}
                  </span>
                </li>
              ))}
            </ul>
          </MockCard>
        </div>
      </div>
    </AppWindow>
  );
}
