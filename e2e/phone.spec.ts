import { expect, test } from "./fixtures";
import { localizePath, routeLocales } from "./support";

// Phone first: every page fits a 375 px screen in every language, header call to action included.
for (const { route, locale } of routeLocales) {
  const path = localizePath(locale, route.path);
  test(`fits a 375 px phone: ${path}`, async ({ openPage }) => {
    const page = await openPage({ locale, viewport: { width: 375, height: 812 } });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const cta = page.getByRole("banner").getByRole("link").last();
    const box = await cta.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
}
