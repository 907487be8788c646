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
  const slice = Number(process.env.SLICE ?? 0);
  if (!slice) {
    await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: process.env.FULL !== "0" });
  } else {
    // Long pages: one image per `slice` CSS pixels, so each stays readable.
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < total; y += slice, i++) {
      const clip = { x: 0, y, width, height: Math.min(slice, total - y) };
      await page.screenshot({ path: `${prefix}-${name}-${i}.png`, fullPage: true, clip });
    }
  }
  await page.close();
}
await browser.close();
