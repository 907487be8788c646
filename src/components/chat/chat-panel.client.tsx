"use client";

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { LeadDialogButton } from "@/components/forms/lead-dialog-provider.client";
import { buttonClass } from "@/components/ui/button-class";
import { ClientLink } from "@/components/ui/client-link.client";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.client";
import { createFaqSearch, searchIndexUrl, type FaqEntry } from "@/features/chat/faq-search";
import { cachedJson } from "@/lib/cached-json";
import { AGENT_DEMOS_URL, DEMO_TURN_MS, demoIndex } from "@/features/chat/agent-demo";
import { chatIntent } from "@/features/chat/intent";
import { fillTemplate } from "@/lib/fill-template";

export interface ChatPanelTexts {
  title: string;
  subtitle: string;
  /** "Demo of {agent}" */
  agentSubtitle: string;
  /** Before an agent's demo conversation: "Here is how {agent} …" */
  demoIntro: string;
  /** After it, with the demo form: "That was {agent} …" */
  demoEnd: string;
  /** Read before a line the demo's customer says. */
  customer: string;
  close: string;
  log: string;
  greeting: string;
  suggestionsLabel: string;
  suggestions: string[];
  inputLabel: string;
  placeholder: string;
  send: string;
  thinking: string;
  /** "More on the {page} page" */
  source: string;
  /** "… or write to {email}." */
  noAnswer: string;
  demoReply: string;
  helloReply: string;
  bookDemo: string;
  unavailable: string;
  you: string;
  assistant: string;
  /** The mailbox a question without an answer goes to. */
  email: string;
}

/** The search index the chat answers from: the English one (SPEC §4: the support chat is English). */
export const FAQ_INDEX_URL = searchIndexUrl("en");

const loadIndex = cachedJson(FAQ_INDEX_URL, "FAQ index", (entries: FaqEntry[]) => createFaqSearch(entries));
const loadDemos = cachedJson(AGENT_DEMOS_URL, "Agent demos", demoIndex);

type Message =
  | { from: "you"; text: string }
  /** A line of an agent's scripted demo, said by its customer. */
  | { from: "customer"; text: string }
  | { from: "assistant"; text: string; source?: FaqEntry; demo?: boolean };

/**
 * Plays the scripted conversation of the agent the chat was opened for, a line every
 * DEMO_TURN_MS, then offers the demo form. Nothing plays for an agent without a demo.
 */
function useAgentDemo(agent: string, texts: ChatPanelTexts, add: (message: Message) => void) {
  useEffect(() => {
    if (!agent) return;
    const timers: number[] = [];
    let cancelled = false;
    loadDemos()
      .then((index) => {
        const turns = index[agent];
        if (cancelled || !turns) return;
        const lines: Message[] = [
          { from: "assistant", text: fillTemplate(texts.demoIntro, { agent }) },
          ...turns.map((turn): Message => ({
            from: turn.from === "agent" ? "assistant" : "customer",
            text: turn.text,
          })),
          { from: "assistant", text: fillTemplate(texts.demoEnd, { agent }), demo: true },
        ];
        lines.forEach((line, i) => timers.push(window.setTimeout(() => add(line), i * DEMO_TURN_MS)));
      })
      .catch(() => !cancelled && add({ from: "assistant", text: texts.unavailable }));
    return () => {
      cancelled = true;
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [agent, texts, add]);
}

/** The reply to one message: a greeting, the demo form, an FAQ answer, or an honest "I don't know". */
async function reply(text: string, texts: ChatPanelTexts): Promise<Message> {
  const intent = chatIntent(text);
  if (intent === "hello") return { from: "assistant", text: texts.helloReply };
  if (intent === "demo") return { from: "assistant", text: texts.demoReply, demo: true };
  try {
    const entry = (await loadIndex()).answer(text);
    if (entry) return { from: "assistant", text: entry.answer, source: entry };
    return { from: "assistant", text: fillTemplate(texts.noAnswer, { email: texts.email }), demo: true };
  } catch {
    return { from: "assistant", text: texts.unavailable };
  }
}

/**
 * The site's own support chat (no third-party chat configured): answers from the site's FAQs with
 * ranked search, says so when it has no answer, and offers the demo form. It keeps the conversation
 * in memory only: nothing is stored or sent anywhere until the visitor fills in the form.
 */
export default function ChatPanel({
  texts,
  agent,
  onClose,
  returnFocusTo,
}: {
  texts: ChatPanelTexts;
  /** The agent the chat was opened for (SPEC §5 "Agent start"), or "". */
  agent: string;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const [messages, setMessages] = useState<Message[]>([{ from: "assistant", text: texts.greeting }]);
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const add = useCallback((message: Message) => setMessages((list) => [...list, message]), []);
  useAgentDemo(agent, texts, add);

  // The newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, busy]);

  const ask = async (text: string) => {
    const question = text.trim();
    if (!question || busy) return;
    setDraft("");
    setMessages((list) => [...list, { from: "you", text: question }]);
    setBusy(true);
    const answer = await reply(question, texts);
    setMessages((list) => [...list, answer]);
    setBusy(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        variant="panel"
        closeLabel={texts.close}
        returnFocusTo={returnFocusTo}
        onOpenAutoFocus={(event) => {
          // Straight to the question field.
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <header className="border-b border-line px-5 py-4">
          <DialogTitle className="flex items-center gap-2 text-base font-semibold">
            <span className="size-2.5 rounded-full bg-signal-500" aria-hidden="true" />
            {texts.title}
          </DialogTitle>
          <DialogDescription className="mt-0.5 pr-12 text-sm text-muted">
            {agent ? fillTemplate(texts.agentSubtitle, { agent }) : texts.subtitle}
          </DialogDescription>
        </header>
        <div
          ref={logRef}
          role="log"
          aria-label={texts.log}
          className="flex flex-1 flex-col gap-3 overflow-y-auto bg-surface px-4 py-5"
        >
          {messages.map((message, i) => (
            <div
              key={i}
              className={
                message.from === "you"
                  ? "max-w-[85%] self-end rounded-2xl rounded-br-md bg-ink-900 px-4 py-2.5 text-sm text-white"
                  : message.from === "customer"
                    ? "max-w-[85%] self-end rounded-2xl rounded-br-md bg-signal-100 px-4 py-2.5 text-sm text-ink-900"
                    : "max-w-[92%] self-start rounded-2xl rounded-bl-md bg-white px-4 py-3 text-sm text-text shadow-card"
              }
            >
              <span className="sr-only">
                {{ you: texts.you, customer: texts.customer, assistant: texts.assistant }[message.from]}:{" "}
              </span>
              <p className="whitespace-pre-line">{message.text}</p>
              {message.from === "assistant" && message.source && (
                <ClientLink
                  href={message.source.href}
                  className="mt-2 inline-block font-semibold text-ink-700 underline underline-offset-2 hover:text-ink-900"
                >
                  {fillTemplate(texts.source, { page: message.source.page })}
                </ClientLink>
              )}
              {message.from === "assistant" && message.demo && (
                <LeadDialogButton form="demo" position="chat" className={buttonClass("primary", "mt-3")}>
                  {texts.bookDemo}
                </LeadDialogButton>
              )}
            </div>
          ))}
          {busy && (
            <p className="self-start rounded-2xl bg-white px-4 py-2.5 text-sm text-muted shadow-card">
              {texts.thinking}
            </p>
          )}
        </div>
        {messages.length === 1 && (
          <ul
            aria-label={texts.suggestionsLabel}
            className="flex flex-wrap gap-2 border-t border-line px-4 pt-3"
          >
            {texts.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => void ask(suggestion)}
                  className="cursor-pointer rounded-pill bg-ink-50 px-3 py-1.5 text-left text-xs font-medium text-ink-800 ring-1 ring-ink-100 hover:bg-ink-100"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="flex items-end gap-2 px-4 py-3">
          <label htmlFor={inputId} className="sr-only">
            {texts.inputLabel}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={texts.placeholder}
            maxLength={300}
            autoComplete="off"
            className="h-field min-w-0 flex-1 rounded-pill border border-line bg-white px-4 text-sm text-text focus:border-ink-500 focus:outline-none"
          />
          <button type="submit" disabled={busy} className={buttonClass("dark", "shrink-0")}>
            {texts.send}
          </button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
