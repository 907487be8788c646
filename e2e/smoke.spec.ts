import { expect, test } from "./fixtures";
import {
  expectKnownLinks,
  expectNoSeriousA11yViolations,
  localizePath,
  overflowing,
  routeLocales,
  routes,
  watchConsole,
} from "./support";

/**
 * The slow checks sample: axe (seconds per page on two cores), on a desktop screen, and the fetch of
 * the locale's share card run on every route once, in one of its locales, taken in turn by the
 * route's place in the registry, so each locale is scanned on about a seventh of the routes.
 * Everything else runs on every route in every locale.
 */
function isSampled(routeIndex: number, locale: string) {
  const route = routes[routeIndex]!;
  return locale === route.locales[routeIndex % route.locales.length];
}

for (const { route, locale } of routeLocales) {
  const path = localizePath(locale, route.path);

  test(`smoke ${path}`, async ({ openPage }) => {
    const sampled = isSampled(routes.indexOf(route), locale);
    // The sampled run adds a desktop resize, a scroll through the page and axe: on the longest
    // pages and a slow machine that outlasts the default 30 s.
    if (sampled) test.slow();
    // The visitor's browser speaks the page's language, so nothing steers them elsewhere. Reduced
    // motion shows every animated part in full and still, so axe scans all of it, never mid-fade.
    // Phone first: the page opens on a 375 px screen.
    const page = await openPage({ locale, reducedMotion: "reduce", viewport: { width: 375, height: 812 } });
    const errors = watchConsole(page);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);

    // Everything a visitor reads fits a 375 and a 320 px phone, the header's call to action included.
    expect(await page.evaluate(overflowing), "375 px").toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const cta = await page.getByRole("banner").getByRole("link").last().boundingBox();
    expect(cta!.x + cta!.width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(overflowing), "320 px").toEqual([]);

    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("h1")).toHaveCount(1);

    const head = page.locator("head");
    const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path);
    const hreflangs = await head
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
    expect(hreflangs.sort()).toEqual([...route.locales, "x-default"].sort());
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", route.robots);
    // The share card the page announces (Open Graph and Twitter image) is served as a PNG. It is
    // the locale's, so the sampled pair fetches it.
    const shareCard = (await head.locator('meta[property="og:image"]').getAttribute("content"))!;
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", shareCard);
    if (sampled) {
      const card = await page.request.get(new URL(shareCard).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()["content-type"]).toBe("image/png");
    }
    // No page preloads an image it does not show (e.g. the not-found boundary's illustration).
    await expect(head.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
    // Nor a font: Chromium holds the first paint for a preloaded font (README, Fonts).
    await expect(head.locator('link[rel="preload"][as="font"]')).toHaveCount(0);

    const jsonLdTypes = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")["@type"]));
    expect(jsonLdTypes).toEqual([...route.jsonLd]);

    const inlineHandlers = await page.evaluate(
      () =>
        [...document.querySelectorAll("*")].filter((el) =>
          [...el.attributes].some((a) => /^on/i.test(a.name)),
        ).length,
    );
    expect(inlineHandlers).toBe(0);

    await expectKnownLinks(page);
    if (sampled) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
  });
}
