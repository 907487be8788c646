import { fetchJson } from "@/lib/fetch-json";
import type { RegionCode } from "./region-codes";

function isRegion(value: unknown): value is RegionCode {
  const r = value as RegionCode;
  return (
    typeof r?.countryCode === "string" &&
    /^[A-Z]{2}$/.test(r.countryCode) &&
    Number.isInteger(r.dialCode) &&
    typeof r.displayName === "string"
  );
}

/**
 * The phone country list from the countries service (`{host}/wa/util/countries`). When the service
 * fails (logged, SPEC §8) the same list is built from the phone metadata the form already loads, so
 * a lead can always be sent.
 */
export async function fetchRegions(host: string, language = "en"): Promise<RegionCode[]> {
  const data = (await fetchJson(`${host}/wa/util/countries`, "Country list")) as {
    regionCodes?: unknown;
  } | null;
  const list = Array.isArray(data?.regionCodes) ? data.regionCodes.filter(isRegion) : [];
  if (list.length > 0) return list;
  const { regionCodes } = await import("./region-codes");
  return regionCodes(language);
}
