"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { useActiveInView, useReducedMotion, useSettled } from "@/components/ui/use-motion";
import {
  applyStep,
  buildTimeline,
  CHAT_START_AFTER_LOAD_MS,
  emptyChat,
  fullChat,
  type ChatMessage,
  type ChatState,
} from "@/features/chat/timeline";
import { ChatBubble } from "./chat-bubble";

/**
 * The animated thread inside the phone. The first message is already in the prerendered HTML; the
 * loop starts once the page has loaded and runs only while the phone is on screen; with reduced
 * motion the whole chat shows at once.
 */
export function ChatThread({ messages }: { messages: ChatMessage[] }) {
  const timeline = useMemo(() => buildTimeline(messages), [messages]);
  const [state, setState] = useState<ChatState>(() => applyStep(emptyChat, timeline[0]!));
  const cursor = useRef(1);
  const threadRef = useRef<HTMLOListElement>(null);
  const inView = useActiveInView(threadRef);
  const settled = useSettled(CHAT_START_AFTER_LOAD_MS);
  const active = inView && settled;
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (reducedMotion || !active) return;
    let timer: number | undefined;
    const scheduleNext = () => {
      const index = cursor.current;
      const step = timeline[index]!;
      const delay = step.at - (index === 0 ? 0 : timeline[index - 1]!.at);
      timer = window.setTimeout(() => {
        setState((s) => applyStep(s, step));
        cursor.current = (index + 1) % timeline.length;
        scheduleNext();
      }, delay);
    };
    scheduleNext();
    return () => window.clearTimeout(timer);
  }, [active, reducedMotion, timeline]);

  const view = reducedMotion ? fullChat(messages) : state;

  useEffect(() => {
    const thread = threadRef.current;
    if (!thread) return;
    const top = view.revealed === 0 ? 0 : thread.scrollHeight;
    thread.scrollTo({ top, behavior: reducedMotion || top === 0 ? "auto" : "smooth" });
  }, [view.revealed, reducedMotion]);

  return (
    <ol
      ref={threadRef}
      data-testid="chat-thread"
      data-paused={active && !reducedMotion ? undefined : ""}
      className="flex h-full flex-col gap-2 overflow-hidden px-3 py-4"
    >
      {messages.slice(0, view.revealed).map((message, index) => (
        <ChatBubble
          key={index}
          message={message}
          highlighted={view.highlighted.includes(index)}
          card={view.cards[index] ?? 0}
          animate={view.cycle > 0 || index > 0}
        />
      ))}
    </ol>
  );
}
