import { createHash } from "node:crypto";
import { marketOf, marketRates } from "@/features/pricing/rates";
import { errorResponse } from "@/server/http/request";

/** Answers change only with a new build (a new rate card), so browsers and CDNs may keep them an hour. */
const CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/**
 * GET /wallet/pricing-details?country={countryCode} — SPEC §7: Meta's fee for each SKU in the
 * country's market, as `[{ skuType, rate }]` (`rate` a number, or "NA" where none is published).
 * Lower-case codes are accepted; a missing, malformed or unknown code gets a 400 with a stable code.
 */
export function GET(request: Request) {
  const country = new URL(request.url).searchParams.get("country");
  if (!country) return errorResponse(400, "country_missing");
  if (!/^[A-Za-z]{2}$/.test(country)) return errorResponse(400, "country_malformed");
  const market = marketOf(country);
  if (!market) return errorResponse(400, "country_unknown");

  const body = JSON.stringify(marketRates(market));
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag, Vary: "Accept-Encoding" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json" } });
}
