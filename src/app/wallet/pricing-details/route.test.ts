// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { skuTypes } from "@/features/pricing/skus";
import { GET } from "./route";

const get = (query: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/wallet/pricing-details${query}`, { headers }));

describe("GET /wallet/pricing-details", () => {
  it("answers every SKU of a known country's market, lower-case codes too", async () => {
    const upper = await get("?country=IN");
    expect(upper.status).toBe(200);
    const rates = (await upper.json()) as { skuType: string; rate: number | string }[];
    expect(rates.map((r) => r.skuType)).toEqual([...skuTypes]);
    for (const { rate } of rates) expect(typeof rate === "number" || rate === "NA").toBe(true);
    expect(await (await get("?country=in")).json()).toEqual(rates);
  });

  it("refuses a missing, malformed or unknown code with a 400 and a stable code", async () => {
    for (const [query, code] of [
      ["", "country_missing"],
      ["?country=", "country_missing"],
      ["?country=IND", "country_malformed"],
      ["?country=1N", "country_malformed"],
      ["?country=XX", "country_unknown"],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ error: { code } });
    }
  });

  it("is cacheable and answers 304 to its own ETag", async () => {
    const first = await get("?country=BR");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    expect((await get("?country=br", { "if-none-match": etag })).status).toBe(304);
    expect((await get("?country=IN", { "if-none-match": etag })).status).toBe(200);
  });

  it("never answers 5xx, whatever the query string", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (raw) => {
        let query: string;
        try {
          query = `?${new URLSearchParams({ country: raw })}&${encodeURI(raw)}`;
        } catch {
          query = `?country=${encodeURIComponent(raw)}`;
        }
        const response = await get(query);
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 1000 },
    );
  });
});
