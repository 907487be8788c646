import { readFileSync } from "node:fs";
import { expect, siteUrl, test } from "./fixtures";
import { legacyRedirects } from "../src/site/redirects";
import { COMPILE_HINT } from "../scripts/precompress.mjs";
import { localizePath, routes } from "./support";

test("/.well-known/security.txt names a contact and an expiry within a year (RFC 9116)", async ({
  request,
}) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:security@\S+$/m);
  const expires = Date.parse(text.match(/^Expires: (.+)$/m)![1]!);
  expect(expires - Date.now()).toBeGreaterThan(0);
  expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
  expect(text).toMatch(/^Policy: \S+\/enterprise-security#disclosure$/m);
});

test.describe("security headers on every response", () => {
  for (const path of [
    "/",
    "/it",
    "/no-such-page",
    "/robots.txt",
    "/fonts/inter-latin.woff2",
    "/sitemap.xml",
    "/.well-known/security.txt",
  ]) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      const h = response.headers();
      expect(h["strict-transport-security"]).toMatch(/max-age=31536000/);
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
      expect(h["content-security-policy"]).toMatch(/object-src 'none'/);
      expect(h["content-security-policy"]).toMatch(/base-uri 'none'/);
      expect(h["permissions-policy"]).toMatch(/camera=\(\)/);
      expect(h["x-powered-by"]).toBeUndefined();
    });
  }
});

test("the page's scripts and styles are the build's files, precompressed, cached for good, with the headers", async () => {
  const html = await (await fetch(siteUrl)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.some((path) => path.endsWith(".js"))).toBe(true);
  expect(assets.some((path) => path.endsWith(".css"))).toBe(true);
  for (const path of assets) {
    // Node's fetch keeps the Content-Encoding header (Playwright's request drops it once decoded).
    const response = await fetch(`${siteUrl}${path}`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    const h = Object.fromEntries(response.headers);
    // The file Next.js wrote, scripts behind V8's compile hint (scripts/precompress.mjs), in brotli.
    const file = readFileSync(`.next/static/${decodeURIComponent(path.slice("/_next/static/".length))}`);
    const expected = path.endsWith(".js") ? Buffer.concat([Buffer.from(COMPILE_HINT), file]) : file;
    expect(Buffer.from(await response.arrayBuffer()).equals(expected), path).toBe(true);
    expect(h["content-encoding"], path).toBe("br");
    expect(h["cache-control"], path).toBe("public, max-age=31536000, immutable");
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["content-security-policy"], path).toMatch(/object-src 'none'/);
  }
});

test("sitemap lists every indexable route in every locale with alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const route of routes.filter((r) => r.robots.startsWith("index"))) {
    for (const locale of route.locales) {
      expect(xml).toContain(`<loc>https://www.orbitalk.com${localizePath(locale, route.path)}</loc>`);
    }
  }
  expect(xml).toContain('hreflang="x-default"');
  expect(xml).toContain('hreflang="en-AE" href="https://www.orbitalk.com/en-AE"');
});

test("robots.txt allows the site and points at the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/Disallow: \/api\//);
  expect(text).toContain("Sitemap: https://www.orbitalk.com/sitemap.xml");
});

test("the error page's older addresses are permanent redirects to live pages in every locale", async ({
  request,
}) => {
  for (const { source, destination } of legacyRedirects) {
    for (const prefix of ["", "/it"]) {
      const response = await request.get(`${prefix}${source}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers()["location"]).toBe(`${prefix}${destination}`);
      // …and lands on a live page.
      expect((await request.get(`${prefix}${source}`)).status(), source).toBe(200);
    }
  }
});
