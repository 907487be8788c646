import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, watchConsole } from "./support";

test("unknown paths get the not-found page with a 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This conversation went nowhere");
  await expect(page.getByRole("img", { name: "An empty chat window with a question mark" })).toBeVisible();
  await expect(page.getByText("The page you asked for doesn't exist or has moved.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  await expectNoSeriousA11yViolations(page);
});

test("the not-found page is translated in every locale", async ({ openPage }) => {
  test.slow(); // seven locales in one test
  const headings: Record<string, string> = {};
  for (const locale of ["it", "pt", "ru", "en-AE", "es", "tr"]) {
    const page = await openPage({ locale });
    const errors = watchConsole(page);
    const response = await page.goto(`/${locale}/missing-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    headings[locale] = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", `/${locale}`);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  }
  expect(headings["en-AE"]).toBe("This conversation went nowhere");
  expect(new Set(Object.values(headings)).size).toBe(6);
});

test("paths outside every locale get the English not-found page", async ({ page }) => {
  const response = await page.goto("/missing-file.txt");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This conversation went nowhere");
});
