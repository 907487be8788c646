/**
 * Routes named by the spec that menus may already link to but whose pages have not landed yet.
 * Kept explicit so a test can check every link; it must be empty once the remaining pages land.
 * Its own module: every link reads it in the browser (src/components/ui/anchor.ts), the registry not.
 */
export const plannedRoutes = [
  "/blog",
  "/resources/faq",
  "/resources/faq/whatsapp-faq",
  "/resources/faq/rcs-faq",
  "/resources/faq/sms-faq",
  "/resources/faq/voice-api-faq",
  "/resources/faq/integrations-faq",
  "/resources/faq/instagram-faqs",
  "/resources/faq/telegram-faq",
  "/resources/guide/whatsapp-business-api",
  "/resources/guide/whatsapp-pricing",
  "/resources/guide/whatsapp-click-to-chat",
  "/resources/guide/rcs-business-messaging",
  "/resources/guide/india-dlt-registration",
] as const;
