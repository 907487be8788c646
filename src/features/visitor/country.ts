/** Values edges send when they cannot tell (unknown, Tor, anonymous proxy, satellite, EU/AP blocks). */
const NOT_A_COUNTRY = new Set(["XX", "ZZ", "T1", "A1", "A2", "O1", "EU", "AP"]);

/**
 * The visitor's country (ISO 3166-1 alpha-2) from the one header the deployment declared trusted,
 * which its edge sets and overwrites. No header declared, absent or malformed → null, so a client
 * can never pick its own country through some other header.
 */
export function countryFromHeaders(headers: Headers, trustedHeader: string): string | null {
  if (!trustedHeader) return null;
  const value = headers.get(trustedHeader)?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value) ? value : null;
}
