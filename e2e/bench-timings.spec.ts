import { chromium } from "@playwright/test";
import { launchBenchChrome } from "../scripts/bench-chrome.mjs";
import { measureOnce, PROFILE } from "../scripts/browser-timings.mjs";
import { expect, siteUrl, test } from "./fixtures";
import { browserTargetUrls } from "./support";

/** `npm run bench`'s real-browser timings, on a page of the site. */
test("the bench times a cold load under the slow-phone profile: paint, then hydration", async ({
  browser,
}) => {
  const fast = { latencyMs: 0, downloadBytesPerSecond: -1, uploadBytesPerSecond: -1, cpuSlowdown: 1 };
  const unthrottled = await measureOnce(browser, `${siteUrl}/company`, "en-US", fast);
  const throttled = await measureOnce(browser, `${siteUrl}/company`);
  for (const timings of [unthrottled, throttled]) {
    expect(timings.fcp).toBeGreaterThan(0);
    expect(timings.lcp).toBeGreaterThanOrEqual(timings.fcp);
    expect(timings.tti).toBeGreaterThan(0);
  }
  // On the slow phone the page paints before its scripts arrive. Unthrottled, a busy machine can
  // hydrate the page before Chromium gets to paint it, so the order is checked on the profile only.
  expect(throttled.tti).toBeGreaterThanOrEqual(throttled.fcp);
  // The document, then its scripts, each wait at least one throttled round trip.
  expect(throttled.tti).toBeGreaterThan(unthrottled.tti + 2 * PROFILE.latencyMs);
});

test("the bench's browser opens a window without building the omnibox pop-up beside it", async () => {
  const chrome = await launchBenchChrome();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = await browser.newContext();
    await (await context.newPage()).goto(`${siteUrl}/company`);
    const urls = await browserTargetUrls(browser);
    expect(urls).toContain(`${siteUrl}/company`);
    expect(urls.filter((url) => url.startsWith("chrome://omnibox-popup"))).toEqual([]);
    await browser.close();
  } finally {
    await chrome.kill();
  }
});
