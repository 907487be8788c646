// Real-browser timings of `npm run bench`: first contentful paint, largest contentful paint and
// time to interactive (the page hydrated: its client router and components live), measured in
// Chromium under a slow phone's profile, cold cache, each run in a fresh browser context.
// Lighthouse simulates its timings; these are what a visitor waits for.

/** Lighthouse's "slow 4G" network with a 4× slower CPU, applied by DevTools' throttling. */
export const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** The mark the site's HydrationMark and the floor's client component set once hydrated. */
const HYDRATED = "hydrated";

/** One cold load of `url`: { fcp, lcp, tti } in milliseconds from the navigation's start. */
export async function measureOnce(browser, url, locale = "en-US", profile = PROFILE) {
  const context = await browser.newContext({ locale, viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBytesPerSecond,
      uploadThroughput: profile.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    await page.locator(`html[data-${HYDRATED}]`).waitFor({ state: "attached", timeout: 60_000 });
    return await page.evaluate(
      (mark) =>
        new Promise((resolve) => {
          // Buffered entries: every LCP candidate so far; the last one is the page's LCP.
          new PerformanceObserver((list) => {
            const lcp = list.getEntries().at(-1)?.startTime ?? 0;
            const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
            const tti = performance.getEntriesByName(mark, "mark")[0]?.startTime ?? 0;
            resolve({ fcp: Math.round(fcp), lcp: Math.round(lcp), tti: Math.round(tti) });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
      HYDRATED,
    );
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Each target `runs` times, interleaved (every target once per round), so a passing slowdown of the
 * machine touches all of them alike. Returns the median of each timing per target, in order.
 */
export async function browserTimings(browser, targets, runs = 5) {
  const samples = targets.map(() => []);
  for (let round = 0; round < runs; round++)
    for (const [i, { url, locale }] of targets.entries())
      samples[i].push(await measureOnce(browser, url, locale));
  return samples.map((runsOf) => ({
    fcp: median(runsOf.map((r) => r.fcp)),
    lcp: median(runsOf.map((r) => r.lcp)),
    tti: median(runsOf.map((r) => r.tti)),
  }));
}
