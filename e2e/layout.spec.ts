import { expect, siteUrl, test } from "./fixtures";
import { overflowing } from "./support";

// Every page and locale is checked with `overflowing` in the smoke test; this proves the check works.
test.describe("layout on narrow phones", () => {
  test("the check finds a heading or a button that does not fit", async ({ page }) => {
    await page.context().addCookies([{ name: "gs_lang_pref", value: "tr", url: siteUrl }]);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/tr/request-demo");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Orbitalk'u");
    expect(await page.evaluate(overflowing)).toEqual([]);
    await page.addStyleTag({ content: "h1 { white-space: nowrap }" });
    expect((await page.evaluate(overflowing)).join()).toMatch(/^h1.* text \d+ px in a \d+ px box/);
    await page.context().addCookies([{ name: "gs_lang_pref", value: "pt", url: siteUrl }]);
    await page.goto("/pt/free-whatsapp-qr-code-generator");
    await page.addStyleTag({ content: "button[type=submit] { min-width: 360px }" });
    expect((await page.evaluate(overflowing)).join()).toMatch(/button.* spans/);
  });
});
