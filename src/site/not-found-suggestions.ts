import { findRoute } from "./routes";

/**
 * What the not-found page offers below its message, most useful first: prices, the product, a
 * demo, the free tools. Only pages that exist are offered (a suggestion must never lead to another
 * not-found page), at most four; pricing and the platform page join as soon as they land.
 */
const candidates = [
  { id: "pricing", href: "/pricing" },
  { id: "platform", href: "/conversation-cloud" },
  { id: "demo", href: "/request-demo" },
  { id: "qr", href: "/free-whatsapp-qr-code-generator" },
  { id: "widget", href: "/whatsapp-chat-button-widget" },
  { id: "stories", href: "/customer-stories" },
] as const;

export type SuggestionId = (typeof candidates)[number]["id"];

export const notFoundSuggestions: readonly { id: SuggestionId; href: string }[] = candidates
  .filter((c) => findRoute(c.href))
  .slice(0, 4);
