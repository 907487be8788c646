import type { Page } from "@playwright/test";
import { expect, readingTest as test, siteUrl } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";

/** Exactly one robots tag, `noindex`: a crawler never sees two that disagree. */
async function expectOneNoindex(page: Page) {
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveCount(1);
  await expect(robots).toHaveAttribute("content", "noindex");
}

test("unknown paths get the not-found page with a 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This conversation went nowhere");
  await expect(page.getByRole("img", { name: "An empty chat window with a question mark" })).toBeVisible();
  await expect(page.getByText("The page you asked for doesn't exist or has moved.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  // The most useful pages that exist (pricing and the platform page join when they land).
  const next = page.getByRole("navigation", { name: "Or go straight to" }).getByRole("link");
  await expect(next).toHaveCount(4);
  const hrefs = await next.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toContain("/request-demo");
  expect(hrefs).toContain("/free-whatsapp-qr-code-generator");
  for (const href of hrefs) expect((await page.request.get(href!)).status(), href!).toBe(200);
  await expectOneNoindex(page);
  await expectNoSeriousA11yViolations(page);
});

test("the not-found page is translated in every locale", async ({ readerPage }) => {
  test.slow(); // six locales in one test
  const headings: Record<string, string> = {};
  for (const locale of ["it", "pt", "ru", "en-AE", "es", "tr"]) {
    const { page, errors: allErrors } = await readerPage(locale);
    const errorsBefore = allErrors.length;
    const response = await page.goto(`/${locale}/missing-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    headings[locale] = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute("href", `/${locale}`);
    await expect(page.getByRole("main").getByRole("link").nth(1)).toHaveAttribute(
      "href",
      /^\/[a-z-]+\/[a-z]/i,
    );
    await expectOneNoindex(page);
    expect(allErrors.slice(errorsBefore).filter((e) => !e.includes("404"))).toEqual([]);
  }
  expect(headings["en-AE"]).toBe("This conversation went nowhere");
  expect(new Set(Object.values(headings)).size).toBe(6);
});

test("the server sends the not-found page in full: a reader without JavaScript sees it", async ({
  browser,
}) => {
  // A browser language the site does not offer: every address is served in its own locale.
  const context = await browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false, locale: "de-DE" });
  const page = await context.newPage();
  // Any address, an unknown value of a page's parameter, a page's address with more after it, and
  // the not-found page's own address.
  const cases = [
    ["/ru/missing-page", "ru"],
    ["/industry/no-such-industry", "en"],
    ["/tr/company/team", "tr"],
    ["/page-not-found", "en"],
  ] as const;
  for (const [path, lang] of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()["cache-control"], path).toContain("no-store");
    await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.getByRole("navigation", { name: /./ }).first(), path).toBeVisible();
    await expectOneNoindex(page);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This conversation went nowhere");
  await context.close();
});

test("paths outside every locale get the English not-found page", async ({ page }) => {
  // The first segment is no locale: no page may render (or describe itself) for it.
  for (const path of ["/missing-file.txt", "/missing-file.txt/company"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This conversation went nowhere");
    await expectOneNoindex(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  }
});
