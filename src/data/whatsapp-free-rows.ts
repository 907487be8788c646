/** The rows of the WhatsApp pricing teaser on the home page and /whatsapp-api (`pricing.rows` in their messages). */
export type WhatsAppPricingRow =
  "marketing" | "utility" | "authentication" | "service" | "utilityInWindow" | "entry";

/**
 * The rows Meta charges nothing for, shown as free. Since 1 October 2026 Meta charges for service
 * messages (replies in the 24-hour window, after 1,000 free a month per business phone number) and for
 * utility templates sent inside that window, so only the 72-hour free entry point window is free
 * (Meta, "Upcoming pricing updates for Meta Business Agent, service and utility messages", 1 Jul 2026).
 */
export const freeWhatsAppPricingRows: ReadonlySet<string> = new Set<WhatsAppPricingRow>(["entry"]);
