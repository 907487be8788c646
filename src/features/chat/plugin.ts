import { chatAgentName, chatUserId, type UtmPart } from "./plugin-args";

/**
 * SPEC §5's chat plugin: `setUserId(id, selectedAgent, url, utmParts)`, then `maximizeChat()`. The
 * site's own chat panel provides it when no third-party chat is configured; a configured chat
 * script must expose it as `window.chatPlugin`. Either way the rest of the site talks to it here.
 */
export interface ChatPlugin {
  setUserId(id: string, selectedAgent: string, url: string, utmParts: UtmPart[]): void;
  maximizeChat(): void;
}

type PluginWindow = Window & { chatPlugin?: ChatPlugin };

/** The element a third-party chat renders into, and the script's marker. */
export const CHAT_ROOT_ID = "chat-widget";

export function chatPlugin(): ChatPlugin | undefined {
  return (window as PluginWindow).chatPlugin;
}

/** Installs the site's own plugin; returns its removal. */
export function provideChatPlugin(plugin: ChatPlugin): () => void {
  const w = window as PluginWindow;
  w.chatPlugin = plugin;
  return () => {
    if (w.chatPlugin === plugin) delete w.chatPlugin;
  };
}

/**
 * Opens the chat with an agent (SPEC §5 "Agent start"): a new user id, the agent's name (at most 24
 * characters), this page's address and the visitor's campaign, then maximised. False when no chat
 * is loaded, so the caller can say so.
 */
export function startChat(selectedAgent: string, utmParts: UtmPart[]): boolean {
  const plugin = chatPlugin();
  if (!plugin) return false;
  plugin.setUserId(chatUserId(), chatAgentName(selectedAgent), window.location.href, utmParts);
  plugin.maximizeChat();
  return true;
}

/**
 * Loads a third-party chat: the root it renders into and its script, both carrying the app id.
 * Returns the removal of every chat element, and of the plugin it exposed.
 */
export function loadThirdPartyChat(scriptUrl: string, appId: string): () => void {
  const root = Object.assign(document.createElement("div"), { id: CHAT_ROOT_ID });
  root.dataset.appId = appId;
  const script = Object.assign(document.createElement("script"), { src: scriptUrl, async: true });
  script.dataset.appId = appId;
  script.dataset.chat = "";
  document.body.append(root, script);
  return () => {
    root.remove();
    script.remove();
    delete (window as PluginWindow).chatPlugin;
  };
}
