import type { PlatformDiagramProps } from "./platform-diagram";

/** Sample props for the developer section gallery. */
export const platformDiagramSample: PlatformDiagramProps = {
  id: "platform-diagram",
  title: "Every channel, one platform in the middle",
  lead: "Orbitalk sits between your systems and your customers' phones. Build a journey once and run it on the channel that reaches each customer best.",
  platformName: "Orbitalk",
  listLabel: "Channels on the Orbitalk platform",
  nodes: [
    {
      id: "whatsapp",
      label: "WhatsApp",
      text: "A verified business profile, templates with buttons and product lists, and two-way chats on the app your customers check all day.",
    },
    {
      id: "rcs",
      label: "RCS",
      text: "Branded, verified messages with images, carousels and suggested replies, in the phone's own messaging app.",
    },
    {
      id: "voice",
      label: "Voice",
      text: "Inbound and outbound calls, IVR menus and WhatsApp calling, with call events in the same timeline as chats.",
    },
    {
      id: "sms",
      label: "SMS",
      text: "One-time passwords and alerts that reach every phone, with sender IDs and templates ready for India's DLT rules.",
    },
    {
      id: "ai",
      label: "AI agents",
      text: "Agents that know your catalogue, policies and order data, resolve routine requests on any channel and hand over to your team.",
    },
  ],
};
