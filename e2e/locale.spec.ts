import { expect, siteUrl, test } from "./fixtures";
import { cookieMap, rawGet } from "./support";

test.describe("language priority (SPEC §5)", () => {
  test("a supported lang query wins over the stored preference and the browser language", async ({
    openPage,
  }) => {
    const page = await openPage({ locale: "es-ES" });
    await page.context().addCookies([{ name: "gs_lang_pref", value: "it", url: siteUrl }]);
    await page.goto("/?lang=ru&utm_source=x");
    await expect(page).toHaveURL(/\/ru\?lang=ru&utm_source=x$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("a page read through the lang query keeps its language on the links followed from it", async ({
    openPage,
  }) => {
    // An English browser and nothing stored: only full page loads are steered (a client navigation's
    // fetch reaches the proxy without Next.js's `RSC` header, so the browser's own header tells).
    const page = await openPage({ locale: "en-US" });
    await page.goto("/company?lang=ru");
    await expect(page).toHaveURL(/\/ru\/company\?lang=ru$/);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Карьера", exact: true }).click();
    await expect(page).toHaveURL(/\/ru\/careers$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    expect(documents).toEqual([]);
  });

  test("an unsupported lang value is ignored and never leaves the site", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    for (const lang of ["fr", "//evil.example", "https://evil.example", "%2F%2Fevil"]) {
      const response = await page.goto(`/?lang=${encodeURIComponent(lang)}`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).origin).toBe(siteUrl);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
  });

  test("the stored cookie wins over the browser language", async ({ openPage }) => {
    const page = await openPage({ locale: "es-ES" });
    await page.context().addCookies([{ name: "gs_lang_pref", value: "tr", url: siteUrl }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/tr$/);
  });

  test("a preference kept only in localStorage is applied in the browser", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    await page.addInitScript(() => localStorage.setItem("gs_lang_pref", "pt"));
    await page.goto("/");
    await expect(page).toHaveURL(/\/pt$/);
    expect((await cookieMap(page)).gs_lang_pref?.value).toBe("pt");
  });

  test("the browser language applies when nothing is stored, else the page default", async ({ openPage }) => {
    const page = await openPage({ locale: "it-IT" });
    await page.goto("/");
    await expect(page).toHaveURL(/\/it$/);

    const other = await openPage({ locale: "de-DE" });
    await other.goto("/es");
    await expect(other).toHaveURL(/\/es$/);
  });

  test("choosing a language stores cookie and localStorage, switches, and persists across reload", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("link", { name: "Türkçe" }).click();
    await expect(page).toHaveURL(/\/tr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");

    const cookie = (await cookieMap(page)).gs_lang_pref;
    expect(cookie?.value).toBe("tr");
    expect(cookie?.sameSite).toBe("Lax");
    expect(await page.evaluate(() => localStorage.getItem("gs_lang_pref"))).toBe("tr");

    await page.goto("/"); // an en-US browser coming back to the unprefixed home
    await expect(page).toHaveURL(/\/tr$/);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  });

  test("choosing a language drops an old lang query so it cannot override the choice", async ({ page }) => {
    await page.goto("/?lang=it&utm_source=news");
    await page.getByRole("button", { name: /^Lingua/ }).click();
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\?utm_source=news$/);
  });

  test("the selector works from the keyboard and closes on Escape", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Language: English" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "English", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Italiano" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("en-AE falls back to en per key", async ({ openPage }) => {
    const page = await openPage({ locale: "en-AE" });
    await page.goto("/en-AE");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Talk to customers where they already are",
    );
    await expect(page.getByText("Can I send WhatsApp templates in Arabic?")).toBeVisible();
  });
});

test("crafted locale paths never redirect off-site", async () => {
  const paths = [
    "//evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "/it//evil.example",
    "/en//evil.example",
    "/EN-ae//evil.example",
    "/en/%2F%2Fevil.example",
    "/it/\\/evil.example",
  ];
  for (const path of paths) {
    for (const query of ["", "?lang=ru", "?lang=en"]) {
      const { status, location } = await rawGet(`${path}${query}`, { "accept-language": "tr" });
      if (location) expect(new URL(location, siteUrl).origin, `${path}${query} → ${location}`).toBe(siteUrl);
      expect(status).toBeLessThan(500);
    }
  }
});
