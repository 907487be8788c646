import { loadMessages } from "@/i18n/messages";
import { faqEntries } from "@/features/chat/faq-index";
import { routes } from "@/site/routes";

/** The first-party chat's FAQ index: a static file, built with the site and cached like one. */
export const dynamic = "force-static";

export async function GET() {
  const messages = await loadMessages("en");
  const entries = faqEntries(
    routes,
    messages as unknown as Record<string, unknown>,
    messages.common.breadcrumb.home,
  );
  return Response.json(entries, { headers: { "Cache-Control": "public, max-age=3600" } });
}
