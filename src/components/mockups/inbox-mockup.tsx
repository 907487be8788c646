import { clsx } from "clsx";
import type { ReactNode } from "react";
import { AppWindow, ChannelBadge, ContactLine, type Channel } from "./app-window";
import type { MockupTexts } from "./mockup-texts";

const listChannels: readonly Channel[] = ["whatsapp", "rcs", "voice", "sms"];

/**
 * The shared inbox: conversations from every channel on the left (from 512 px of its own width), and
 * a WhatsApp thread in which the AI agent answers, then hands over to a person with a summary.
 */
export function InboxMockup({ text, className }: { text: MockupTexts["inbox"]; className?: string }) {
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="flex">
        <aside className="hidden w-48 shrink-0 border-r border-line @lg:block">
          <ul className="flex flex-wrap gap-1 border-b border-line p-2 text-[0.6875rem] font-semibold text-muted">
            {text.views.map((view, i) => (
              <li key={view} className={clsx("rounded-md px-1.5 py-1", i === 0 && "bg-ink-100 text-ink-800")}>
                {view}
              </li>
            ))}
          </ul>
          <ul>
            {text.conversations.map((c, i) => (
              <li
                key={c.name}
                className={clsx("flex gap-2 border-b border-line px-3 py-2.5", i === 0 && "bg-signal-100/60")}
              >
                <ChannelBadge channel={listChannels[i % listChannels.length]!} />
                <span className="min-w-0 flex-1">
                  <span className="flex justify-between gap-1 text-xs font-semibold text-ink-900">
                    <span className="truncate">{c.name}</span>
                    <span className="shrink-0 font-normal text-muted">{c.time}</span>
                  </span>
                  <span className="block truncate text-[0.6875rem] text-muted">{c.preview}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <ContactLine
            name={text.customer}
            detail={text.channel}
            className="border-b border-line px-4 py-2.5"
          />
          <ol className="flex flex-1 flex-col gap-2.5 bg-surface px-4 py-4 text-xs leading-snug">
            <Bubble from="customer">{text.messages.ask}</Bubble>
            <Bubble from="ai" author={text.aiBadge}>
              {text.messages.ai}
            </Bubble>
            <Bubble from="customer">{text.messages.escalate}</Bubble>
            <li className="my-1 flex flex-col items-center gap-1 text-center text-[0.6875rem] text-muted">
              <span className="font-semibold text-ink-700">↪ {text.handover}</span>
              <span className="rounded-lg bg-ink-100 px-2 py-0.5 font-semibold text-ink-700">
                {text.summary}
              </span>
            </li>
            <Bubble from="agent" author={text.agentName}>
              {text.messages.agent}
            </Bubble>
          </ol>
          <div className="border-t border-line px-4 py-2.5">
            <span className="block truncate rounded-pill bg-surface px-3 py-1.5 text-xs text-muted ring-1 ring-line">
              {text.composer}
            </span>
          </div>
        </div>
      </div>
    </AppWindow>
  );
}

function Bubble({
  from,
  author,
  children,
}: {
  from: "customer" | "ai" | "agent";
  author?: string;
  children: ReactNode;
}) {
  return (
    <li
      className={clsx(
        "max-w-[82%] rounded-xl px-3 py-2 shadow-sm",
        from === "customer" && "self-start rounded-tl-sm bg-white",
        from === "ai" && "self-end rounded-tr-sm bg-ink-100",
        from === "agent" && "self-end rounded-tr-sm bg-chat-out",
      )}
    >
      {author && (
        <span
          className={clsx(
            "mb-0.5 block text-[0.6875rem] font-semibold",
            from === "ai" ? "text-ink-700" : "text-signal-600",
          )}
        >
          {author}
        </span>
      )}
      {children}
    </li>
  );
}
