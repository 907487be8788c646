import type { ChatMessage } from "@/features/chat/timeline";
import { ChatThread } from "./chat-thread.client";

export interface ChatMockupProps {
  label: string;
  businessName: string;
  customerName: string;
  status: string;
  messages: ChatMessage[];
}

/**
 * A phone showing a WhatsApp-style business chat that plays itself. The drawing is hidden from
 * assistive technology, which gets the whole conversation as a list instead.
 */
export function ChatMockup({ label, businessName, customerName, status, messages }: ChatMockupProps) {
  return (
    <figure className="relative mx-auto w-72 md:w-80">
      <figcaption className="sr-only">{label}</figcaption>
      <div
        aria-hidden="true"
        className="relative flex h-140 flex-col overflow-hidden rounded-phone border-8 border-ink-900 bg-chat-bg shadow-phone contain-content md:h-150"
      >
        <div className="flex items-center gap-3 bg-chat-head px-4 pt-6 pb-3 text-white">
          <span className="grid size-9 place-items-center rounded-full bg-white/90 text-sm font-bold text-chat-head">
            {businessName.slice(0, 1)}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold">{businessName}</span>
            <span className="block text-xs text-white/80">{status}</span>
          </span>
        </div>
        <div className="min-h-0 flex-1">
          <ChatThread messages={messages} />
        </div>
      </div>
      <ol className="sr-only">
        {messages.map((m, i) => (
          <li key={i}>
            {m.type === "incoming" ? businessName : customerName} ({m.timestamp}): {m.text}
            {m.buttons && ` [${m.buttons.join(" | ")}]`}
            {m.cards && ` [${m.cards.map((c) => `${c.title} ${c.text}`).join(" | ")}]`}
          </li>
        ))}
      </ol>
    </figure>
  );
}
