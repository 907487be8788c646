import "server-only";
import type { ReactNode } from "react";
import { getMessages } from "next-intl/server";
import type { ChatMessage } from "@/features/chat/timeline";
import type { Messages } from "@/i18n/messages";

/** A page's copy in the request's locale: its namespace of `messages/<locale>/<namespace>.json`. */
export async function pageCopy<N extends keyof Messages>(namespace: N): Promise<Messages[N]> {
  return ((await getMessages()) as unknown as Messages)[namespace];
}

/** A section's items keyed by id, as a list in the order of `icons`, each with its icon. */
export function withIcons<K extends string, T extends object>(
  items: Readonly<Record<K, T>>,
  icons: Readonly<Record<K, ReactNode>>,
): (T & { id: K; icon: ReactNode })[] {
  return (Object.keys(icons) as K[]).map((id) => ({ ...items[id], id, icon: icons[id] }));
}

/** A section's entries keyed by id (tabs, cards), as a list in the copy's order, each with its id as `name`. */
export function named<T extends object>(entries: Readonly<Record<string, T>>): (T & { name: string })[] {
  return Object.entries(entries).map(([name, entry]) => ({ ...entry, name }));
}

/** Example chats in the copy: the JSON's `type` is a string; the chat's is one of two. */
export function chatMessages(messages: readonly { type: string }[]): ChatMessage[] {
  return messages as ChatMessage[];
}
