import { expect, test, type Page } from "@playwright/test";

/** Paths the router prefetched (RSC requests), as they happen. */
function watchPrefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (r) => {
    if (r.headers()["next-router-prefetch"] || r.url().includes("_rsc="))
      paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

test("internal links prefetch once they come within 200 px of the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const prefetched = watchPrefetches(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Contact us" });
  const linkTop = await link.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

  await page.evaluate((y) => window.scrollTo({ top: y - 800 - 300, behavior: "instant" }), linkTop); // 300 px below the fold
  await page.waitForLoadState("networkidle");
  expect(prefetched).not.toContain("/contact-us");

  await page.evaluate((y) => window.scrollTo({ top: y - 800 - 150, behavior: "instant" }), linkTop); // inside the 200 px margin
  await expect.poll(() => prefetched).toContain("/contact-us");
});

test("links to the page being shown are not prefetched", async ({ page }) => {
  const prefetched = watchPrefetches(page);
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Orbitalk home" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(prefetched).not.toContain("/");
});
