import { chromium, type Page } from "@playwright/test";
import { chromeFlags, chromePath, PLAYWRIGHT_DISABLED_FEATURES } from "../scripts/chromium.mjs";
import { expect, siteUrl, test } from "./fixtures";
import { browserTargetUrls } from "./support";

/** The features a browser runs with disabled from its command line, as chrome://version lists them. */
async function disabledFeatures(page: Page) {
  await page.goto("chrome://version/?show-variations-cmd");
  const text = await page.locator("body").innerText();
  return (text.match(/--disable-features="([^"]*)"/)?.[1] ?? "").split(",").sort();
}

test("the test browser keeps Playwright's disabled features and builds no omnibox pop-up", async ({
  browser,
}) => {
  // Playwright's own switch, in a browser launched without ours: our copy of its list must match.
  const plain = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    expect(await disabledFeatures(await plain.newPage())).toEqual([...PLAYWRIGHT_DISABLED_FEATURES].sort());
  } finally {
    await plain.close();
  }
  // The configured browser: Playwright's features still off, and a new window without the pop-up.
  const context = await browser.newContext();
  const page = await context.newPage();
  expect(await disabledFeatures(page)).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES));
  await page.goto(`${siteUrl}/company`);
  const urls = await browserTargetUrls(browser);
  expect(urls.filter((url) => url.startsWith("chrome://omnibox-popup"))).toEqual([]);
  await context.close();
});
