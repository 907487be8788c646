import type { CDPSession, Page } from "@playwright/test";
import { PROFILE } from "../scripts/browser-timings.mjs";
import { expect, test } from "./fixtures";

/** DevTools' own names for the profiles: Slow 3G (400 ms, 400 kbit/s) and Fast 4G (the bench's). */
const PROFILES = {
  "slow 3G": { latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 },
  "fast 4G": {
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  },
};

/** The faces Chromium drew the node's text with (not what CSS asked for, not what merely loaded). */
async function drawnFonts(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName);
}

async function throttle(page: Page, network: (typeof PROFILES)[keyof typeof PROFILES]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...network });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  return cdp;
}

for (const [profile, network] of Object.entries(PROFILES)) {
  for (const locale of ["en", "ru"]) {
    test(`a first visit on ${profile} with a 4× slower CPU draws the ${locale} hero heading in Inter`, async ({
      openPage,
    }) => {
      test.setTimeout(90_000);
      const page = await openPage({ viewport: { width: 412, height: 823 } });
      const cdp = await throttle(page, network);
      await page.goto(locale === "en" ? "/" : `/${locale}`, { waitUntil: "load", timeout: 60_000 });
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      await expect.poll(() => drawnFonts(cdp, "main h1")).toEqual(["Inter"]);
    });
  }
}

// The fallback faces stand in for Inter at its width, regular and bold, so the swap re-wraps no line.
test("the metric-matched fallback sets regular and bold text within 1.5 % of Inter's width", async ({
  page,
}) => {
  await page.goto("/integrations");
  const ratios = await page.evaluate(async () => {
    await document.fonts.load("400 1em Inter", "a");
    await document.fonts.load("700 1em Inter", "a");
    const text = "Your business systems, in every conversation: connect the CRM, store and help desk.";
    const width = (family: string, weight: number) => {
      const span = document.createElement("span");
      span.style.cssText = `font: ${weight} 32px ${family}; white-space: nowrap; position: absolute`;
      span.textContent = text;
      document.body.append(span);
      const { width } = span.getBoundingClientRect();
      span.remove();
      return width;
    };
    const fallbacks = '"Inter Fallback", "Inter Fallback Roboto", "Inter Fallback DejaVu"';
    return Object.fromEntries(
      [400, 600, 700].map((weight) => [weight, width(fallbacks, weight) / width("Inter", weight)]),
    );
  });
  for (const [weight, ratio] of Object.entries(ratios))
    expect(Math.abs(ratio - 1), `weight ${weight}: ${ratio}`).toBeLessThan(0.015);
});
