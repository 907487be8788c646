/**
 * The three link-card groups of the error page (SPEC §2), with their nine links exactly as the spec
 * gives them; the older addresses among them are permanent redirects (src/site/redirects.ts).
 */
export const errorLinkGroups = [
  {
    id: "messaging",
    links: [
      { id: "whatsapp", href: "/channels/whatsapp-api" },
      { id: "rcs", href: "/channels/gbm-api" },
      { id: "voice", href: "/channels/voice-api" },
    ],
  },
  {
    id: "industry",
    links: [
      { id: "bfsi", href: "/industry/bfsi" },
      { id: "retail", href: "/industry/retail" },
      { id: "healthcare", href: "/industry/healthcare" },
    ],
  },
  {
    id: "function",
    links: [
      { id: "marketing", href: "/customer-engagement/conversational-marketing" },
      { id: "commerce", href: "/customer-engagement/conversational-commerce" },
      { id: "support", href: "/customer-engagement/conversational-support" },
    ],
  },
] as const;
