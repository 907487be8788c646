/**
 * Whether the chat loads on this page, and which (SPEC §4 "Cookie consent", §5, §7, §9):
 * - the support chat loads only when all cookies are accepted, the language preference is English
 *   (en or en-AE) and the page is not the AI-agent use cases;
 * - on the use cases it is the agent chat: the other app id, 200 ms after the check, in any
 *   language (its agents are started from a page in seven languages), still only with all cookies;
 * - an app id is at least 10 letters, digits, `_` or `-`; an invalid one loads nothing and says why.
 * Without a third-party chat configured (no script URL), the site's first-party panel is the chat.
 */
import { splitLocale } from "@/features/locale/locale-path";
import { CHAT_APP_ID_PATTERN } from "./app-id";

export const AGENT_PAGE = "/ai-agent-use-cases";
/** SPEC §9: the agent chat loads 200 ms after the check on the use-case page. */
export const AGENT_CHAT_DELAY_MS = 200;
/** SPEC §9: the first check runs 1 s after load; consent is polled every 500 ms. */
export const CHAT_FIRST_CHECK_MS = 1000;
export const CONSENT_POLL_MS = 500;

export type ChatConfig = { scriptUrl: string; supportAppId: string; agentAppId: string };
export type ChatPlan =
  | { load: false; reason: "consent" | "language" | "invalid-app-id"; detail?: string }
  | {
      load: true;
      chat: "support" | "agent";
      provider: "first-party" | "third-party";
      appId: string;
      delayMs: number;
    };

export function chatPlan(input: {
  allAccepted: boolean;
  language: string;
  pathname: string;
  config: ChatConfig;
}): ChatPlan {
  const agentPage = splitLocale(input.pathname).path === AGENT_PAGE;
  // Language first: outside English there is no support chat to accept cookies for.
  if (!agentPage && input.language.split("-")[0] !== "en") return { load: false, reason: "language" };
  if (!input.allAccepted) return { load: false, reason: "consent" };
  const chat = agentPage ? "agent" : "support";
  const delayMs = agentPage ? AGENT_CHAT_DELAY_MS : 0;
  if (!input.config.scriptUrl) return { load: true, chat, provider: "first-party", appId: "", delayMs };
  const appId = agentPage ? input.config.agentAppId : input.config.supportAppId;
  if (!CHAT_APP_ID_PATTERN.test(appId))
    return {
      load: false,
      reason: "invalid-app-id",
      detail: `the ${chat} chat app id ${JSON.stringify(appId)} is not at least 10 letters, digits, _ or -`,
    };
  return { load: true, chat, provider: "third-party", appId, delayMs };
}
