import type { AgentSelectorProps } from "./agent-selector";

export const agentSelectorSample: Omit<AgentSelectorProps, "id"> = {
  title: "AI agents that already know the job",
  lead: "Pick an agent to see what it handles and how a conversation with it goes.",
  listLabel: "AI agents",
  chatLabel: "Sample conversation",
  cta: { label: "Book a demo", href: "/request-demo" },
  agents: [
    {
      id: "order-status",
      name: "Order status agent",
      industry: "Retail and e-commerce",
      role: "Customer support",
      list: [
        "Answers “where is my order?” from your order system",
        "Changes delivery slots and addresses before dispatch",
        "Hands over to a person with the full chat history",
      ],
      chat: [
        { type: "outgoing", text: "Where is my order LV-48213?", timestamp: "09:14" },
        {
          type: "incoming",
          text: "It left our warehouse this morning and arrives tomorrow between 10:00 and 12:00.",
          timestamp: "09:14",
          buttons: ["Change delivery slot"],
        },
      ],
    },
    {
      id: "appointments",
      name: "Appointment agent",
      industry: "Healthcare",
      role: "Front desk",
      list: [
        "Books, moves and cancels appointments in the chat",
        "Sends reminders the day before, with one-tap rescheduling",
        "Offers freed slots to patients on the waiting list",
      ],
      chat: [
        {
          type: "incoming",
          text: "Reminder: your check-up is tomorrow at 16:30.",
          timestamp: "18:00",
          buttons: ["Reschedule"],
        },
        { type: "outgoing", text: "Reschedule", timestamp: "18:02" },
      ],
    },
    {
      id: "collections",
      name: "Payment reminder agent",
      industry: "Financial services",
      role: "Collections",
      list: [
        "Sends polite reminders before and after the due date",
        "Shares a secure payment link in the chat",
        "Sets up payment plans within the rules you define",
      ],
      chat: [
        {
          type: "incoming",
          text: "Your card bill of ₹12,400 is due on Friday.",
          timestamp: "10:00",
          buttons: ["Pay now"],
        },
      ],
    },
  ],
};
