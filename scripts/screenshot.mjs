// Developer tool: full-page screenshots of a running site at phone and desktop widths.
// Usage: node scripts/screenshot.mjs http://localhost:3000/ out-prefix [locale]
import { chromium } from "@playwright/test";
import { chromeFlags, chromePath } from "./chromium.mjs";

const [url = "http://localhost:3000/", prefix = "/tmp/shot", locale = "en-US"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
for (const [name, width, height] of [
  ["phone", 375, 812],
  ["desktop", 1440, 900],
]) {
  const page = await browser.newPage({ viewport: { width, height }, locale, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(Number(process.env.WAIT ?? 300));
  if (!process.env.SLICE) {
    await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: process.env.FULL !== "0" });
  } else {
    // One screen at a time, scrolled as a visitor would (sections below the hero render only when near;
    // a full-page capture would show them blank).
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < total; y += height, i++) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${prefix}-${name}-${i}.png` });
    }
  }
  await page.close();
}
await browser.close();
