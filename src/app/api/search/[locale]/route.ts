import { resourceEntries } from "@/content/search-index";
import { faqEntries } from "@/features/chat/faq-index";
import { loadMessages } from "@/i18n/messages";
import { locales, type Locale } from "@/i18n/routing";
import { routes } from "@/site/routes";

/**
 * The site's search index in one language, a static file built with the site (issue 27): every
 * product page's FAQ and every FAQ, guide and post section of `content/`. The resources' search
 * box reads it in the page's language; the first-party support chat reads the English one.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<"/api/search/[locale]">) {
  const locale = (await params).locale as Locale;
  const messages = await loadMessages(locale);
  const pages = routes.filter((route) => !route.content && route.locales.includes(locale));
  const entries = [
    ...faqEntries(pages, messages as unknown as Record<string, unknown>, messages.common.breadcrumb.home),
    ...resourceEntries(locale),
  ];
  return Response.json(entries, { headers: { "Cache-Control": "public, max-age=3600" } });
}
