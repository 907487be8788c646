import type { AdvertiseCardsProps } from "./advertise-cards";

/**
 * Sample props for the developer section gallery. The one pricing fact (no message fees in the 72 h
 * free entry point window) is Meta's pricing rule as recorded in research/market-and-facts.md;
 * no conversion figures are claimed.
 */
export const advertiseCardsSample: AdvertiseCardsProps = {
  id: "ads-compared",
  title: "Send ad clicks into a conversation, not a form",
  lead: "Click-to-WhatsApp ads on Facebook and Instagram open a chat with your business. Here is how that compares with sending the same click to a landing page.",
  labels: { available: "Yes", unavailable: "No", recommended: "Recommended" },
  cards: [
    {
      id: "click-to-whatsapp",
      title: "Click-to-WhatsApp ads",
      description:
        "The ad's button opens WhatsApp with a chat to your business, ready for the customer's first message.",
      recommended: true,
      points: [
        { text: "One tap from the ad to a conversation", available: true },
        { text: "Customers ask in their own words, with no form to fill in", available: true },
        { text: "You reply in the chat they started, not by call or email", available: true },
        { text: "No WhatsApp message fees in the 72-hour free entry point window", available: true },
        { text: "Reaches people who don't use WhatsApp", available: false },
      ],
      cta: { label: "Plan a click-to-WhatsApp campaign", href: "/advertise" },
    },
    {
      id: "website-form",
      title: "Ads to a website form",
      description:
        "The ad opens a landing page. The visitor fills in a form and waits for your call or email.",
      points: [
        { text: "One tap from the ad to a conversation", available: false },
        { text: "Customers ask in their own words, with no form to fill in", available: false },
        { text: "You reply in the chat they started, not by call or email", available: false },
        { text: "No WhatsApp message fees in the 72-hour free entry point window", available: false },
        { text: "Reaches people who don't use WhatsApp", available: true },
      ],
    },
  ],
  note: "Inside Meta's 72-hour free entry point window, WhatsApp messages carry no message fees. Meta bills the ad itself as usual.",
};
