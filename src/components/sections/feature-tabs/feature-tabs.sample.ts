import type { FeatureTab, FeatureTabsProps } from "./feature-tabs";

/** English sample props for the developer section gallery. */
export const featureTabsSample: FeatureTabsProps & { tabs: readonly FeatureTab[] } = {
  id: "features",
  title: "Everything your team needs to run customer conversations",
  lead: "One workspace for the chats, the campaigns, the numbers and the automations behind them.",
  tabs: [
    {
      name: "inbox",
      title: "Shared inbox",
      desc: "Every WhatsApp, RCS, SMS and voice conversation lands in one inbox, with the customer's history beside it.",
      list: [
        "Route chats to the right team by language, topic or customer tier",
        "See past orders and open tickets without leaving the chat",
        "Hand over from an AI agent to a person with the full context",
      ],
      ctaText: "Explore the inbox",
      ctaLink: "/communicate",
      imgLink: "/illustrations/feature-tabs/inbox.svg",
      imgWidth: 560,
      imgHeight: 440,
    },
    {
      name: "campaigns",
      title: "Campaign builder",
      desc: "Pick an audience, choose an approved template and schedule the send — in minutes, not tickets to IT.",
      list: [
        "Build segments from purchase history, location and opt-in status",
        "Add buttons, images and product lists to Meta-approved templates",
        "Send at each customer's local time and stop a send at any moment",
      ],
      ctaText: "See Campaign Manager",
      ctaLink: "/campaign-manager",
      imgLink: "/illustrations/feature-tabs/campaign.svg",
      imgWidth: 560,
      imgHeight: 440,
    },
    {
      name: "analytics",
      title: "Analytics",
      desc: "Know what each message earned: delivery, reads, replies, clicks and orders, per campaign and per channel.",
      list: [
        "Follow a campaign from delivered to read to purchase",
        "Compare response times and resolution rates across teams",
        "Export reports or stream events to your own warehouse",
      ],
      imgLink: "/illustrations/feature-tabs/analytics.svg",
      imgWidth: 560,
      imgHeight: 440,
    },
    {
      name: "bot-flows",
      title: "Bot flows",
      desc: "Draw a conversation as a flow — questions, buttons, API calls, hand-overs — and publish it to every channel at once.",
      list: [
        "Start from templates for order tracking, bookings and FAQs",
        "Call your order system or CRM in the middle of a flow",
        "Pass the chat to a person whenever a customer asks for one",
      ],
      ctaText: "Try Conversation Builder",
      ctaLink: "/conversation-builder",
      imgLink: "/illustrations/feature-tabs/bot-flow.svg",
      imgWidth: 560,
      imgHeight: 440,
    },
  ],
};
