"use client";

import type { ChatMessage } from "@/features/chat/timeline";
import { ChatBubble } from "../chat-mockup/chat-bubble";

/**
 * A whole WhatsApp-style conversation at once: no autoplay, no highlight, no fade. `card={-1}`: no
 * card is singled out (the animated mockup rings the one it scrolled to).
 */
export function StaticThread({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <ol className="flex flex-col gap-2 px-3 py-4">
      {messages.map((message, index) => (
        <ChatBubble key={index} message={message} highlighted={false} card={-1} animate={false} />
      ))}
    </ol>
  );
}
