import type { Page } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures";
import { tagsPort } from "../scripts/e2e-tags.mjs";

// Issue 23: no third-party tag loads, and no third party is even asked, before its consent group is
// granted. The browser-test build (scripts/test-all.mjs) configures every tag on a fake host.
test.use({ consentChosen: false });

const tagHost = `http://127.0.0.1:${tagsPort}`;
const TAG_MANAGER = "/gtm.js";
const TRACKER = "/tracker/4455667.js";
const CUSTOM = "/custom/help.js"; // functional (C0003)

/** The tags that ran on this page, by path (async scripts run in any order). */
const ran = (page: Page) =>
  expect.poll(async () =>
    (await page.evaluate(() => (window as { loadedTags?: string[] }).loadedTags ?? [])).sort(),
  );

/** Every request the page makes off its own origin. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(siteUrl)) seen.push(request.url());
  });
  return seen;
}

async function preferences(page: Page) {
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie preferences" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("each tag loads only once its group is granted, and a revoked group's tag is gone", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  test.skip(
    !html.includes("GTM-E2ETEST"),
    "a build without the browser tests' tag settings (npm test builds with them)",
  );

  const requests = thirdPartyRequests(page);
  await page.goto("/company");
  await expect(page.getByRole("dialog", { name: "Cookies on Orbitalk" })).toBeVisible();
  await page.waitForTimeout(1500); // past the chat's first check and the links' prefetches
  expect(requests).toEqual([]);

  // Performance only: the tag manager, nothing else.
  await page.getByRole("button", { name: "Manage preferences" }).click();
  let dialog = page.getByRole("dialog", { name: "Cookie preferences" });
  await dialog.getByRole("checkbox", { name: "Performance" }).check({ force: true });
  await dialog.getByRole("button", { name: "Save my choices" }).click();
  await ran(page).toEqual([TAG_MANAGER]);
  expect(await page.evaluate(() => (window as { dataLayer?: object[] }).dataLayer)).toContainEqual(
    expect.objectContaining({ event: "gtm.js" }),
  );

  // The next page applies the stored choice itself.
  await page.reload();
  await ran(page).toEqual([TAG_MANAGER]);

  // Everything: the tracker (targeting) and the functional custom script join, each once.
  dialog = await preferences(page);
  await dialog.getByRole("button", { name: "Accept all" }).click();
  await ran(page).toEqual([TAG_MANAGER, TRACKER, CUSTOM].sort());

  // Revoking performance starts the page afresh, without the tag manager.
  dialog = await preferences(page);
  await Promise.all([
    page.waitForEvent("load"),
    (async () => {
      await dialog.getByRole("checkbox", { name: "Performance" }).uncheck({ force: true });
      await dialog.getByRole("button", { name: "Save my choices" }).click();
    })(),
  ]);
  await ran(page).toEqual([TRACKER, CUSTOM].sort());
  expect(requests.every((url) => url.startsWith(tagHost))).toBe(true);
});

test("each group alone runs only its own tags", async ({ openPage }) => {
  test.slow(); // a cold visit per group: 23-27 s here, at the edge of the default 30 s
  for (const [group, tags] of [
    ["Performance", [TAG_MANAGER]],
    ["Functional", [CUSTOM]],
    ["Targeting", [TRACKER]],
  ] as const) {
    const page = await openPage();
    const html = await (await page.request.get("/")).text();
    test.skip(!html.includes("GTM-E2ETEST"), "a build without the browser tests' tag settings");
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Manage preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await dialog.getByRole("checkbox", { name: group }).check({ force: true });
    await dialog.getByRole("button", { name: "Save my choices" }).click();
    await ran(page).toEqual([...tags]);
    await page.waitForTimeout(500); // and nothing else follows
    await ran(page).toEqual([...tags]);
    await page.context().close();
  }
});

test("the CSP admits the configured tag host, the site's own pages nothing else off-site", async ({
  page,
}) => {
  const response = await page.request.get("/");
  const html = await response.text();
  test.skip(!html.includes("GTM-E2ETEST"), "a build without the browser tests' tag settings");
  const scriptSrc = response
    .headers()
    ["content-security-policy"]!.match(/script-src ([^;]+)/)![1]!
    .split(" ");
  expect(scriptSrc).toContain(tagHost);
  expect(scriptSrc).toContain("https://*.google-analytics.com");
});
