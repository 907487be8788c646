/**
 * The site's own origin, e.g. `https://www.orbitalk.com`. `SITE_URL` is read at build time
 * (next.config.ts inlines it into both bundles), because canonical URLs are prerendered.
 */
const fallback = "https://www.orbitalk.com";

function parseOrigin(raw: string | undefined): URL {
  try {
    const url = new URL(raw || fallback);
    if (url.protocol === "https:" || url.protocol === "http:") return new URL(url.origin);
  } catch {
    // fall through to the default below
  }
  throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
}

export const siteOrigin = parseOrigin(process.env.SITE_URL);

/** The registrable domain: `www.orbitalk.com` → `orbitalk.com`. Subdomains count as the site's own. */
export const ownDomain = siteOrigin.hostname.replace(/^www\./, "");

export function isOwnHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === ownDomain || host.endsWith(`.${ownDomain}`);
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin).toString();
}
