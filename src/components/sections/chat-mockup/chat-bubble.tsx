"use client";

import { memo, useEffect, useRef } from "react";
import { clsx as cn } from "clsx";
import type { ChatMessage } from "@/features/chat/timeline";

export interface ChatBubbleProps {
  message: ChatMessage;
  highlighted: boolean;
  /** Index of the card scrolled into view. */
  card: number;
  /** Fade in on appearing (not for a message already in the prerendered page). */
  animate: boolean;
}

/** Memoised: an animation step re-renders only the bubble it changes. */
export const ChatBubble = memo(function ChatBubble({ message, highlighted, card, animate }: ChatBubbleProps) {
  const cardsRef = useRef<HTMLDivElement>(null);
  const outgoing = message.type === "outgoing";

  useEffect(() => {
    const row = cardsRef.current;
    const target = row?.children[card] as HTMLElement | undefined;
    if (row && target) row.scrollTo({ left: target.offsetLeft - row.offsetLeft, behavior: "smooth" });
  }, [card]);

  return (
    <li
      className={cn(
        "flex max-w-4/5 flex-col gap-1",
        // Cards show two at a time, whole: the row is as wide as the bubble may be.
        message.cards && "w-4/5",
        animate && "animate-bubble-in",
        outgoing ? "self-end" : "self-start",
      )}
    >
      <div
        className={cn(
          "rounded-xl px-3 py-2 text-sm leading-snug text-text shadow-sm",
          outgoing ? "rounded-tr-sm bg-chat-out" : "rounded-tl-sm bg-white",
        )}
      >
        <p>{message.text}</p>
        <p className="mt-1 text-right text-xs text-muted">
          {message.timestamp}
          {outgoing && <ReadTicks />}
        </p>
      </div>
      {message.buttons?.map((label, i) => (
        <span
          key={label}
          className={cn(
            "rounded-xl bg-white px-3 py-2 text-center text-sm font-medium text-chat-head shadow-sm transition-colors duration-300",
            highlighted && i === 0 && "bg-signal-100 ring-2 ring-signal-400",
          )}
        >
          {label}
        </span>
      ))}
      {message.cards && (
        <div ref={cardsRef} className="flex gap-2 overflow-hidden">
          {message.cards.map((c, i) => (
            <div
              key={i}
              className={cn(
                "w-[calc(50%-0.25rem)] shrink-0 rounded-xl bg-white p-3 text-sm shadow-sm transition-shadow",
                i === card && "ring-2 ring-signal-400",
              )}
            >
              <p className="font-semibold text-text">{c.title}</p>
              <p className="text-muted">{c.text}</p>
            </div>
          ))}
        </div>
      )}
    </li>
  );
});

/** WhatsApp's blue double tick: the message was read. */
function ReadTicks() {
  return (
    <svg
      viewBox="0 0 16 11"
      className="ml-1 inline-block h-2.5 w-4 align-baseline text-sky-600"
      aria-hidden="true"
    >
      <path
        d="M1 6l3 3 6-8M6 9l1 1 6-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
