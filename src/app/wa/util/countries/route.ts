import { regionCodes } from "@/features/countries/region-codes";

export const dynamic = "force-static";

/** GET /wa/util/countries — SPEC §3 'Country list'. */
export function GET() {
  return Response.json(
    { regionCodes: regionCodes() },
    { headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" } },
  );
}
