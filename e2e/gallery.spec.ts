import { expect, readingTest as test } from "./fixtures";
import { expectNoSeriousA11yViolations, watchConsole } from "./support";

test.describe("section gallery (developers)", () => {
  test("shows every section with sample props, is noindex and axe-clean", async ({ page }) => {
    // Every section on one page, checked one by one, then an axe scan.
    test.slow();
    const errors = watchConsole(page);
    const response = await page.goto("/section-gallery");
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    const index = page.getByRole("navigation", { name: "Sections" }).getByRole("link");
    const count = await index.count();
    expect(count).toBeGreaterThan(10);
    // Each index entry leads to a section landmark named by its heading.
    for (let i = 0; i < count; i++) {
      const id = (await index.nth(i).getAttribute("href"))!.slice(1);
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveAttribute("aria-labelledby", /.+/);
      await expect(page.locator(`#${await section.getAttribute("aria-labelledby")}`)).not.toBeEmpty();
    }
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("is English only and not in the sitemap", async ({ page, request }) => {
    // Another language's address of an English-only page leads to the English page.
    const other = await request.get("/it/section-gallery", { maxRedirects: 0 });
    expect(other.status()).toBe(307);
    expect(other.headers().location).toMatch(/\/section-gallery$/);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("section-gallery");
    await page.goto("/section-gallery");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
