import type { PlatformChannelId } from "@/components/sections/platform-diagram/platform-diagram";
import type { featureIcons } from "./feature-icons";

/** The platform diagram's nodes, in the order they orbit: the channels, then the AI agents on all of them. */
export const platformNodes = [
  "whatsapp",
  "rcs",
  "sms",
  "voice",
  "ai",
] as const satisfies readonly PlatformChannelId[];

/** Where each layer's card leads: the page that tells its whole story (analytics is told here). */
export const layerPages: Readonly<Record<keyof typeof featureIcons, string | undefined>> = {
  builder: "/conversation-builder",
  campaigns: "/campaign-manager",
  inbox: "/agent-assist",
  data: "/personalize",
  analytics: undefined,
  integrations: "/integrations",
};

/** The pages the "go deeper" cards lead to, keyed like the cards in the copy. */
export const explorePages = {
  whatsappApi: "/whatsapp-api",
  rcsApi: "/rcs-api",
  voiceApi: "/voice-api",
  aiAgents: "/ai-agents",
  aiCopilot: "/ai-copilot",
  aceLlm: "/ace-llm",
  communicate: "/communicate",
  advertise: "/advertise",
  personalize: "/personalize",
} as const;

/** A "go deeper" card's page; a card in the copy without one stops the build rather than link nowhere. */
export function explorePage(card: string): string {
  const href = (explorePages as Readonly<Record<string, string>>)[card];
  if (!href) throw new Error(`conversationCloud.explore: no page for the card "${card}"`);
  return href;
}
