import { tickerItems } from "@/data/ticker";
import { parseTickerItems } from "@/features/ticker/ticker";

export const dynamic = "force-static";

// Validated when the site is built: a malformed item fails the build instead of reaching visitors.
const items = parseTickerItems(tickerItems);
if (items.length !== tickerItems.length) throw new Error("src/data/ticker.ts holds a malformed ticker item");

/** GET /resources/wp-json/resources-api/header-ticker-info — every ticker item; browsers filter. */
export function GET() {
  return Response.json(items, {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" },
  });
}
