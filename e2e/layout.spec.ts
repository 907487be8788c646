import { expect, siteUrl, test } from "./fixtures";
import { localizePath, routeLocales } from "./support";

/**
 * Everything a visitor reads fits a 320 px and a 375 px screen: no box reaches past the viewport's
 * edges and no text runs out of its own box, in every live page and locale. Regions that scroll
 * sideways (tab rows, carousels, the logo marquee) and pictures (mock-ups, decorative drawings)
 * move or clip by design, so they are skipped.
 */
function overflowing(): string[] {
  const vw = document.documentElement.clientWidth;
  const picture = '[aria-hidden="true"], [role="img"], svg, .sr-only';
  // Carousels, the logo marquee and sideways-scrolling tab rows clip or scroll inside their
  // section by design; a section that clips (a hero hiding its orbit) does not excuse its content.
  const clipsInsideSection = (el: Element) => {
    for (let p = el.parentElement; p && p.tagName !== "SECTION" && p !== document.body; p = p.parentElement)
      if (getComputedStyle(p).overflowX !== "visible") return true;
    return false;
  };
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  const found: string[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    if (el.closest(picture) || clipsInsideSection(el)) continue;
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden" || style.position === "fixed") continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > vw + 1 || box.left < -1)
      found.push(`${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)}`);
    // Text wider than its own box: a long word or number that does not wrap.
    if (style.textOverflow === "ellipsis" || /^(TEXTAREA|SELECT|OPTION)$/.test(el.tagName)) continue;
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.right > box.right + 1 || text.left < box.left - 1)
        found.push(`${name(el)} text ${Math.round(text.width)} px in a ${Math.round(box.width)} px box`);
    }
  }
  return found;
}

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

  for (const { route, locale } of routeLocales) {
    const path = localizePath(locale, route.path);
    test(`${path} fits 375 and 320 px`, async ({ page }) => {
      // The visitor chose this language, so the browser's own (en-US) does not redirect the page.
      await page.context().addCookies([{ name: "gs_lang_pref", value: locale, url: siteUrl }]);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await expect(page).toHaveURL(path);
      expect(await page.evaluate(overflowing), "375 px").toEqual([]);
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await page.evaluate(overflowing), "320 px").toEqual([]);
    });
  }
});
