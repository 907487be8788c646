import { expect, test } from "@playwright/test";

test("internal links prefetch once they come within 200 px of the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const prefetched: string[] = [];
  page.on("request", (r) => {
    if (r.headers()["next-router-prefetch"] || r.url().includes("_rsc="))
      prefetched.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const link = page
    .getByRole("region", { name: "Start a Conversation" })
    .getByRole("link", { name: "Talk to sales" });
  const linkTop = await link.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

  // 300 px below the fold: not yet.
  await page.evaluate((y) => window.scrollTo(0, y - 800 - 300), linkTop);
  await page.waitForLoadState("networkidle");
  expect(prefetched).not.toContain("/contact-us");

  // 150 px below the fold: inside the 200 px margin.
  await page.evaluate((y) => window.scrollTo(0, y - 800 - 150), linkTop);
  await expect.poll(() => prefetched).toContain("/contact-us");
});
