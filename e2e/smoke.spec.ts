import { expect, test } from "./fixtures";
import {
  expectKnownLinks,
  expectNoSeriousA11yViolations,
  localizePath,
  routeLocales,
  watchConsole,
} from "./support";

for (const { route, locale } of routeLocales) {
  const path = localizePath(locale, route.path);

  test(`smoke ${path}`, async ({ openPage }) => {
    // A full page with an axe scan: slow on a 2-core machine running two workers.
    test.slow();
    // The visitor's browser speaks the page's language, so nothing steers them elsewhere. Reduced
    // motion shows every animated part in full and still, so axe scans all of it, never mid-fade.
    const page = await openPage({ locale, reducedMotion: "reduce" });
    const errors = watchConsole(page);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
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
    // The share card the page announces (Open Graph and Twitter image) is served as a PNG.
    const shareCard = (await head.locator('meta[property="og:image"]').getAttribute("content"))!;
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", shareCard);
    const card = await page.request.get(new URL(shareCard).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
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
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
}
