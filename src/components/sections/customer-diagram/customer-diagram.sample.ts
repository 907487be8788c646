import type { CustomerDiagramProps } from "./customer-diagram";

/** Sample props for the developer section gallery. */
export const customerDiagramSample: CustomerDiagramProps = {
  id: "customer-view",
  title: "One customer, every system in the same conversation",
  lead: "When Sara writes about her sofa delivery, the AI agent and your team see her orders, open tickets and consent in the chat, so the answer comes in one message instead of three transfers.",
  customer: { name: "Sara", detail: "Lumavale Home customer" },
  listLabel: "Systems connected to Sara's conversation",
  nodes: [
    {
      id: "channels",
      label: "Channels",
      detail: "WhatsApp, RCS, voice and SMS in one thread",
      icon: "channels",
    },
    { id: "crm", label: "CRM", detail: "Profile, preferences and owner", icon: "crm" },
    { id: "commerce", label: "Commerce", detail: "Orders, delivery slots and returns", icon: "commerce" },
    { id: "support", label: "Support", detail: "Open tickets and past chats", icon: "support" },
    { id: "marketing", label: "Marketing", detail: "Opt-ins and campaign replies", icon: "marketing" },
  ],
};
