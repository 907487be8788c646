import { z } from "zod";
import { CHAT_APP_ID_PATTERN } from "../features/chat/app-id";
import type { ChatConfig } from "../features/chat/chat-plan";
import { vendorUrl } from "./vendor-url";

/**
 * The support and agent chat (SPEC §4 "Cookie consent", §5). With no script configured (the
 * default) the site's own chat panel is the chat. A configured script is loaded with the app id in
 * `data-app-id`, into `#chat-widget`, and must expose `window.chatPlugin` with `setUserId` and
 * `maximizeChat` (src/features/chat/plugin.ts).
 *
 * No `server-only` here: next.config.ts reads the same settings to open the CSP for the script.
 */
const appId = z
  .string()
  .trim()
  .refine((id) => id === "" || CHAT_APP_ID_PATTERN.test(id), "at least 10 letters, digits, _ or -")
  .default("");

export const chatEnvShape = {
  /** A third-party chat's script; empty = the site's own chat panel. */
  CHAT_SCRIPT_URL: z.union([vendorUrl, z.literal("")]).default(""),
  /** SPEC §5: the support chat's app id. */
  CHAT_APP_ID: appId,
  /** SPEC §4: the other app id, for the agents started on /ai-agent-use-cases. */
  CHAT_AGENT_APP_ID: appId,
};

const ChatEnv = z.object(chatEnvShape);

export function chatConfig(env: z.infer<typeof ChatEnv>): ChatConfig {
  return { scriptUrl: env.CHAT_SCRIPT_URL, supportAppId: env.CHAT_APP_ID, agentAppId: env.CHAT_AGENT_APP_ID };
}

/** Origins the CSP must allow for the chat: none while the site's own panel is the chat. */
export function chatOrigins(env: Record<string, string | undefined>): string[] {
  // A bad setting is the site settings' to report, with the variable's name (src/site/settings.ts).
  const parsed = ChatEnv.safeParse(env);
  return parsed.success && parsed.data.CHAT_SCRIPT_URL ? [new URL(parsed.data.CHAT_SCRIPT_URL).origin] : [];
}
