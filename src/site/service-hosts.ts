import { z } from "zod";

/**
 * Hosts of the SPEC §7 data services (ticker, location, countries, pricing). Empty means the site serves
 * the service itself, on the same paths. Read at build time: the prerendered pages call them.
 *
 * No `server-only` here: next.config.ts reads the same settings to open the CSP's connect-src.
 */
const serviceHost = z
  .union([z.url({ protocol: /^https?$/ }), z.literal("")])
  .default("")
  .transform((url) => url.replace(/\/+$/, ""));

export const serviceHostsEnvShape = {
  RESOURCE_HOST: serviceHost,
  LOCATION_HOST: serviceHost,
  COUNTRY_SERVICE_HOST: serviceHost,
  WALLET_HOST: serviceHost,
};

const ServiceHostsEnv = z.object(serviceHostsEnvShape);

/** Origins the browser calls for the configured services: none while the site serves them all. */
export function serviceOrigins(env: Record<string, string | undefined>): string[] {
  const hosts = Object.values(ServiceHostsEnv.parse(env)).filter(Boolean);
  return [...new Set(hosts.map((host) => new URL(host).origin))];
}
