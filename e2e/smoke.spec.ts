import { JSDOM } from "jsdom";
import { locales } from "../src/i18n/routing";
import type { RouteDef } from "../src/site/routes";
import { expect, test } from "./fixtures";
import {
  expectKnownLinks,
  expectNoSeriousA11yViolations,
  localizePath,
  overflowing,
  resizeTo,
  routeLocales,
  routes,
  unknownLinks,
} from "./support";

/**
 * The language a route is opened in by the browser pass and fetches its share card in: taken in
 * turn by the route's place in the registry, so each language gets about a seventh of the routes.
 */
function turnOf(route: RouteDef) {
  return route.locales[routes.indexOf(route) % route.locales.length]!;
}

/**
 * A page's family: its group in the registry (the product pages, the solutions, the legal pages…),
 * or for the resources, the layout of its kind (FAQ page, guide, post, list, topic).
 */
function familyOf(route: RouteDef): string {
  if (route.content) return `${route.content.type} ${"kind" in route.content ? route.content.kind : ""}`;
  return route.group;
}

/**
 * Axe, the slowest check (10-20 s a page on a loaded two-core machine), scans each family once, on
 * its first route; the sections every page is built from are each scanned by the gallery's test.
 */
function isScanned(route: RouteDef) {
  return routes.find((r) => familyOf(r) === familyOf(route)) === route;
}

// Every route in every language, as served: what a crawler and the first paint get. Over HTTP, so
// all 381 pairs cost less than a minute.
for (const { route, locale } of routeLocales) {
  const path = localizePath(locale, route.path);

  test(`served ${path}`, async ({ request }) => {
    const response = await request.get(path, { headers: { "accept-language": locale } });
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe(path);
    // The styles inlined in the head and the React payload scripts (which repeat the page and its
    // styles) are not read here, and are most of the parsing.
    const raw = await response.text();
    // The stylesheet comes twice: in the head, and in the React payload for client navigations.
    // One the global-error boundary imported would come a third time (README, One stylesheet copy
    // fewer).
    expect(raw.split("@layer theme").length - 1).toBe(2);
    const html = raw
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
      .replace(/<script>self\.__next_f[\s\S]*?<\/script>/g, "");
    const doc = new JSDOM(html).window.document;
    const all = (selector: string) => [...doc.querySelectorAll(selector)];
    const attribute = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name);

    expect(doc.documentElement.lang).toBe(locale);
    expect(all("h1")).toHaveLength(1);
    expect(new URL(attribute('link[rel="canonical"]', "href")!).pathname).toBe(path);
    const hreflangs = all('link[rel="alternate"][hreflang]').map((l) => l.getAttribute("hreflang"));
    expect(hreflangs.sort()).toEqual([...route.locales, "x-default"].sort());
    expect(attribute('meta[name="robots"]', "content")).toBe(route.robots);
    // The share card the page announces (Open Graph and Twitter image) is served as a PNG. It is
    // the language's, so one of the route's languages fetches it.
    const shareCard = attribute('meta[property="og:image"]', "content")!;
    expect(attribute('meta[name="twitter:image"]', "content")).toBe(shareCard);
    if (locale === turnOf(route)) {
      const card = await request.get(new URL(shareCard).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()["content-type"]).toBe("image/png");
    }
    // No page preloads an image it does not show (e.g. the not-found boundary's illustration).
    expect(all('link[rel="preload"][as="image"]')).toHaveLength(0);
    // Nor a font: Chromium holds the first paint for a preloaded font (README, Fonts).
    expect(all('link[rel="preload"][as="font"]')).toHaveLength(0);
    const jsonLdTypes = all('script[type="application/ld+json"]').map(
      (s) => JSON.parse(s.textContent!)["@type"],
    );
    expect(jsonLdTypes).toEqual([...route.jsonLd]);
    // The CSP allows no inline script, so no element may carry an event handler attribute.
    expect(all("*").filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))).toEqual([]);
    expect(unknownLinks(doc)).toEqual([]);
  });
}

/**
 * `SMOKE_EVERY_LOCALE=1` opens every route in every language in the browser (about 20 minutes on
 * two cores): for a change to copy or layout that a long language could break.
 */
const everyLocale = process.env.SMOKE_EVERY_LOCALE === "1";

// Every route in the browser, once, in its language's turn; grouped by language, so each worker
// keeps one warm page at a time (readerPage).
for (const locale of locales) {
  for (const route of routes.filter((r) =>
    everyLocale ? r.locales.includes(locale) : turnOf(r) === locale,
  )) {
    const path = localizePath(locale, route.path);

    test(`smoke ${path}`, async ({ readerPage }) => {
      const { page, errors } = await readerPage(locale);
      const errorsBefore = errors.length;
      // Phone first: the page opens on a 375 px screen.
      await resizeTo(page, 375, 812);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      // Everything a visitor reads fits a 375 and a 320 px phone, the header's call to action included.
      expect(await page.evaluate(overflowing), "375 px").toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const cta = await page.getByRole("banner").getByRole("link").last().boundingBox();
      expect(cta!.x + cta!.width).toBeLessThanOrEqual(375);
      await resizeTo(page, 320, 800);
      expect(await page.evaluate(overflowing), "320 px").toEqual([]);

      // What the page's scripts add (the ticker's items, the chat) links to known pages too.
      await expectKnownLinks(page);
      if (isScanned(route)) {
        await resizeTo(page, 1280, 720);
        await expectNoSeriousA11yViolations(page);
      }
      expect(errors.slice(errorsBefore)).toEqual([]);
    });
  }
}
