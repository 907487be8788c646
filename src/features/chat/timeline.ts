/** SPEC §3 "Chat message". `incoming` = from the business (left), `outgoing` = from the customer. */
export interface ChatCard {
  title: string;
  text: string;
}

export interface ChatMessage {
  type: "incoming" | "outgoing";
  text: string;
  timestamp: string;
  buttons?: string[];
  cards?: ChatCard[];
}

/** SPEC §9 chat-animation constants. */
export const CHAT_INITIAL_DELAY_MS = 200;
export const CHAT_MESSAGE_INTERVAL_MS = 2000;
export const CHAT_CARD_SCROLL_DELAY_MS = 500;
export const CHAT_SCROLL_INTERVAL_MS = 600;
export const CHAT_BUTTON_HIGHLIGHT_MS = 1000;
export const CHAT_RESET_SCROLL_MS = 3000;
/** Not in the spec: the loop starts this long after the page's load event, off the loading path. */
export const CHAT_START_AFTER_LOAD_MS = 1000;

export type ChatStep =
  | { at: number; kind: "reveal"; message: number }
  | { at: number; kind: "highlight"; message: number }
  | { at: number; kind: "card"; message: number; card: number }
  | { at: number; kind: "reset" };

/**
 * One loop of the mockup: messages appear one by one; a message's first button lights up after
 * 1000 ms; its cards scroll into view one by one (first after 500 ms, then every 600 ms); 3000 ms
 * after the last message the thread resets and the loop starts again.
 */
export function buildTimeline(messages: readonly ChatMessage[]): ChatStep[] {
  const steps: ChatStep[] = [];
  messages.forEach((m, message) => {
    const at = CHAT_INITIAL_DELAY_MS + message * CHAT_MESSAGE_INTERVAL_MS;
    steps.push({ at, kind: "reveal", message });
    if (m.buttons?.length) steps.push({ at: at + CHAT_BUTTON_HIGHLIGHT_MS, kind: "highlight", message });
    for (let card = 1; card < (m.cards?.length ?? 0); card++) {
      const cardAt = at + CHAT_CARD_SCROLL_DELAY_MS + (card - 1) * CHAT_SCROLL_INTERVAL_MS;
      steps.push({ at: cardAt, kind: "card", message, card });
    }
  });
  const lastReveal = CHAT_INITIAL_DELAY_MS + Math.max(messages.length - 1, 0) * CHAT_MESSAGE_INTERVAL_MS;
  steps.push({ at: lastReveal + CHAT_RESET_SCROLL_MS, kind: "reset" });
  return steps.sort((a, b) => a.at - b.at);
}

export interface ChatState {
  /** How many messages are shown. */
  revealed: number;
  /** Messages whose first button is highlighted. */
  highlighted: readonly number[];
  /** Card in view per message. */
  cards: Readonly<Record<number, number>>;
  /** Completed loops; the first message of loop 0 is part of the page and does not animate in. */
  cycle: number;
}

export const emptyChat: ChatState = { revealed: 0, highlighted: [], cards: {}, cycle: 0 };

export function applyStep(state: ChatState, step: ChatStep): ChatState {
  switch (step.kind) {
    case "reveal":
      return { ...state, revealed: Math.max(state.revealed, step.message + 1) };
    case "highlight":
      return { ...state, highlighted: [...state.highlighted, step.message] };
    case "card":
      return { ...state, cards: { ...state.cards, [step.message]: step.card } };
    case "reset":
      return { ...emptyChat, cycle: state.cycle + 1 };
  }
}

/** Everything visible at once: the state shown with reduced motion. */
export function fullChat(messages: readonly ChatMessage[]): ChatState {
  return { ...emptyChat, revealed: messages.length };
}
