import type { FourCardGridProps } from "./four-card-grid";

const image = (name: string) => ({ src: `/illustrations/sections/${name}.svg`, width: 320, height: 200 });

/** Sample props for the developer section gallery. */
export const fourCardGridSample: FourCardGridProps = {
  id: "conversation-cloud",
  title: "Conversation cloud",
  heading: "Everything a customer conversation needs, in one place",
  lead: "Start conversations with campaigns, answer them with AI agents, and hand over to your team with the full history in view.",
  cards: [
    {
      id: "campaigns",
      heading: "Campaigns that start conversations",
      subHeading:
        "Send approved WhatsApp and RCS templates with buttons and product cards. Every reply lands in the same inbox.",
      image: image("grid-campaigns"),
      cta: { label: "Explore Campaign Manager", href: "/campaign-manager" },
    },
    {
      id: "inbox",
      heading: "One inbox for every channel",
      subHeading:
        "Your team sees WhatsApp, RCS, SMS and call notes in one thread per customer, so nobody has to repeat themselves.",
      image: image("grid-inbox"),
      cta: { label: "See Conversation Cloud", href: "/conversation-cloud" },
    },
    {
      id: "ai-agents",
      heading: "AI agents that resolve, not deflect",
      subHeading:
        "Agents trained on your catalogue and policies answer order, booking and account questions, and hand over when a person should.",
      image: image("grid-ai-agent"),
      cta: { label: "Meet the AI agents", href: "/ai-agents" },
    },
    {
      id: "insights",
      heading: "Results you can act on",
      subHeading:
        "Track deliveries, replies and resolutions per template and per agent, and see which flows turn chats into orders.",
      image: image("grid-insights"),
    },
  ],
};
