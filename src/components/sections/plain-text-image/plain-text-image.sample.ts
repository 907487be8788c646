import type { PlainTextImageProps } from "./plain-text-image";

/** Sample props for the developer section gallery. */
export const plainTextImageSample: PlainTextImageProps = {
  id: "agent-handover",
  eyebrow: "AI agents with a human safety net",
  title: "The agent answers first. Your team steps in when it matters.",
  paragraphs: [
    "Orbitalk AI agents handle the routine questions: where is my order, can I change my booking, what are your opening hours. They work from your catalogue, policies and order data, on WhatsApp, RCS and voice.",
    "When a customer asks for a person, or the agent isn't confident, the chat moves to your team's inbox with the full history and a short summary. Nobody has to repeat themselves.",
  ],
  list: [
    "Handover rules you set per topic, channel and customer tier",
    "A summary of the chat at the top of every handed-over conversation",
    "Agents and people work from the same thread and the same customer record",
  ],
  image: {
    src: "/illustrations/sections/agent-handover.svg",
    width: 560,
    height: 420,
    alt: "A WhatsApp chat answered by an AI agent, then handed to a support agent with a summary of the conversation",
  },
  imagePosition: "right",
  cta: { label: "Meet the AI agents", href: "/ai-agents" },
};
