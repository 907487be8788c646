import { serverConfig } from "@/server/config";
import { countryFromHeaders } from "@/features/visitor/country";

/**
 * GET /location?v1 — the visitor's country from the trusted edge header
 * (`LOCATION_COUNTRY_HEADER`); `country` is null when none is declared or sent.
 */
export function GET(request: Request) {
  const header = serverConfig().locationCountryHeader;
  const country = countryFromHeaders(request.headers, header);
  return Response.json(
    { country, source: country ? "edge" : "unknown" },
    { headers: { "Cache-Control": "private, no-store", ...(header && { Vary: header }) } },
  );
}
