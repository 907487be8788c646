import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";

const isPrefetch = (r: Request) => Boolean(r.headers()["next-router-prefetch"]) || r.url().includes("_rsc=");

/** Paths the router prefetched (RSC requests), as they happen. */
function watchPrefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (r) => {
    if (isPrefetch(r)) paths.push(new URL(r.url()).pathname);
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

test("prefetches only pages that exist in the page's language: no redirect, no not-found", async ({
  openPage,
}) => {
  // An Italian reader: an unprefixed English path would answer with a redirect to its Italian one.
  const page = await openPage({ locale: "it-IT", viewport: { width: 1280, height: 800 } });
  const answers: string[] = [];
  page.on("response", (r) => {
    if (isPrefetch(r.request())) answers.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.goto("/it");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => answers).toContain("200 /it/contact-us");
  await page.waitForLoadState("networkidle");
  expect(answers.filter((answer) => !answer.startsWith("200 "))).toEqual([]);
});

test("internal links navigate in the page, without loading a new document", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
