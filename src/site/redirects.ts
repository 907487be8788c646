/**
 * Documented permanent redirects: older addresses that the spec's error page still links to,
 * mapped to the current routes. Applied for every locale prefix in next.config.ts.
 */
export const legacyRedirects = [
  { source: "/channels/whatsapp-api", destination: "/whatsapp-api" },
  // Google retired Business Messages in 2024; RCS business messaging is its successor.
  { source: "/channels/gbm-api", destination: "/rcs-api" },
  { source: "/channels/voice-api", destination: "/voice-api" },
  { source: "/industry/bfsi", destination: "/industry/financial-services" },
  { source: "/industry/retail", destination: "/industry/retail-and-ecommerce" },
  { source: "/customer-engagement/conversational-marketing", destination: "/role/marketing" },
  { source: "/customer-engagement/conversational-commerce", destination: "/role/commerce-and-sales" },
  {
    source: "/customer-engagement/conversational-support",
    destination: "/role/support-and-customer-experience",
  },
] as const;
