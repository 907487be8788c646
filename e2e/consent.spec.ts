import type { Page } from "@playwright/test";
import { consentCookie, expect, siteUrl, test } from "./fixtures";
import { cookieMap, expectNoSeriousA11yViolations, overflowing, stored } from "./support";
import { CONSENT_TYPES } from "../src/features/consent/groups";

// SPEC §4 "Cookie banner" and "Cookie consent"; the visitor has not chosen yet.
test.use({ consentChosen: false });

const banner = (page: Page) => page.getByRole("dialog", { name: "Cookies on Orbitalk" });

/** The Consent Mode commands queued so far, as [command, kind, state]. */
function consentCommands(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      // gtag's commands are Arguments objects; the tag manager's own events are plain objects.
      .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
      .map((entry) => [...(entry as IArguments)])
      .filter(([command]) => command === "consent"),
  );
}

/** The scripts and styles the page downloaded, with their compressed sizes. */
function codeFiles(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType("resource")
        .filter((r) => /\.(js|css)(\?|$)/.test(r.name))
        .map((r) => [new URL(r.name).pathname, (r as PerformanceResourceTiming).encodedBodySize]),
    ),
  );
}

test("a first visit sets Consent Mode's default before anything else and shows the banner", async ({
  page,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  const [first] = await consentCommands(page);
  expect(first!.slice(0, 2)).toEqual(["consent", "default"]);
  // Exactly the seven types (src/features/consent/groups.test.ts pins their names).
  expect(Object.keys(first![2]).sort()).toEqual([...CONSENT_TYPES].sort());
  await stored(page, "allAccepted", "sessionStorage").toBe("false");
  expect((await cookieMap(page)).cc_cookie).toBeUndefined();
});

test("Accept all stores accepted and grants every group", async ({ page }) => {
  await page.goto("/company");
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toBeHidden();
  await stored(page, "cookieConsent").toBe("accepted");
  await stored(page, "cookiePopUpShown").not.toBeNull();
  await stored(page, "allAccepted", "sessionStorage").toBe("true");
  const [, , state] = (await consentCommands(page)).at(-1)!;
  expect(Object.values(state)).toEqual(Array(7).fill("granted"));
  const choice = JSON.parse(decodeURIComponent((await cookieMap(page)).cc_cookie!.value));
  expect(choice.categories).toEqual(["necessary", "performance", "functional", "targeting"]);

  // The next page applies the stored choice without loading the consent UI.
  await page.reload();
  await stored(page, "allAccepted", "sessionStorage").toBe("true");
  await page.waitForTimeout(300);
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => "_ccRun" in window)).toBe(false);
});

test("Reject all stores rejected and grants only the strictly necessary", async ({ page }) => {
  await page.goto("/pricing");
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  await expect(banner(page)).toBeHidden();
  await stored(page, "cookieConsent").toBe("rejected");
  await stored(page, "allAccepted", "sessionStorage").toBe("false");
  const [, , state] = (await consentCommands(page)).at(-1)!;
  expect(Object.entries(state).filter(([, v]) => v === "granted")).toEqual([["security_storage", "granted"]]);
});

test("closing the banner only hides it: nothing is chosen and the next page asks again", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Close without choosing" }).click();
  await expect(banner(page)).toBeHidden();
  await stored(page, "cookieConsent").toBeNull();
  await stored(page, "cookiePopUpShown").toBeNull();
  expect((await cookieMap(page)).cc_cookie).toBeUndefined();
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test("the banner fits a 320 px phone, speaks the page's language and passes axe", async ({ openPage }) => {
  const page = await openPage({ locale: "ru", viewport: { width: 320, height: 640 } });
  await page.goto("/ru");
  const dialog = page.getByRole("dialog", { name: "Файлы cookie на сайте Orbitalk" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Принять все" })).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(overflowing)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test("the consent UI costs a first visit at most 20 KB and a returning visitor nothing", async ({
  browser,
}) => {
  const visit = async (chosen: boolean) => {
    const context = await browser.newContext();
    if (chosen) await context.addCookies([consentCookie()]);
    const page = await context.newPage();
    await page.goto(siteUrl + "/company");
    if (!chosen) await expect(banner(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Past the chat's first check (1 s after load) and the links' prefetches on idle, which come
    // later under load: both visits then hold everything they will load.
    await page.waitForTimeout(1500);
    await page.waitForLoadState("networkidle");
    const files = await codeFiles(page);
    await context.close();
    return files;
  };
  const first = await visit(false);
  const returning = await visit(true);
  const consentOnly = Object.keys(first).filter((file) => !(file in returning));
  expect(consentOnly.length).toBeGreaterThan(0);
  expect(Object.keys(returning).filter((file) => !(file in first))).toEqual([]);
  const bytes = consentOnly.reduce((sum, file) => sum + first[file]!, 0);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(20 * 1024);
});

test.describe("with a choice made", () => {
  test.use({ consentChosen: true });

  test("the footer's Cookie preferences open the preferences; a group switched off loses its cookies", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect(banner(page)).toHaveCount(0);
    const open = async () => {
      await page.getByRole("contentinfo").getByRole("button", { name: "Cookie preferences" }).click();
      const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    let preferences = await open();
    await preferences.getByRole("checkbox", { name: "Performance" }).check({ force: true });
    await preferences.getByRole("button", { name: "Save my choices" }).click();
    await expect(preferences).toBeHidden();
    await stored(page, "cookieConsent").toBe("custom");
    await stored(page, "allAccepted", "sessionStorage").toBe("false");
    const [, , state] = (await consentCommands(page)).at(-1)!;
    expect(state).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" });

    // Analytics' cookies, as Google Analytics would have set them, go when the group is switched off.
    await context.addCookies(["_ga", "_ga_X1Y2Z3"].map((name) => ({ name, value: "1", url: siteUrl })));
    preferences = await open();
    await preferences.getByRole("checkbox", { name: "Performance" }).uncheck({ force: true });
    await preferences.getByRole("button", { name: "Save my choices" }).click();
    await expect
      .poll(async () => Object.keys(await cookieMap(page)).filter((n) => n.startsWith("_ga")))
      .toEqual([]);
    // The site's own choice stays.
    expect((await cookieMap(page)).cc_cookie).toBeDefined();
  });

  /** A row header is the name, then "Set by …" for a third party's. */
  const rowName = (cookie: string) =>
    new RegExp(`^${cookie.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( Set by|$)`);

  test("the cookie policy lists the inventory by group and its Manage cookies button opens the preferences", async ({
    page,
  }) => {
    await page.goto("/cookie-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Cookie policy" })).toBeVisible();
    const group = (name: string) => page.getByRole("article", { name, exact: true }).getByRole("table");
    for (const [name, cookies] of [
      ["Strictly necessary", ["cc_cookie", "gs_lang_pref", "utmParams", "gclid", "contactUsLeadUrl"]],
      ["Performance", ["_ga", "_ga_<container-id>"]],
      ["Targeting", ["__hstc", "hubspotutk"]],
    ] as const)
      for (const cookie of cookies)
        await expect(
          group(name)
            .getByRole("rowheader", { name: rowName(cookie) })
            .first(),
        ).toBeVisible();
    await expect(group("Strictly necessary").getByRole("row", { name: /^gclid/ })).toContainText("90 days");
    await expect(group("Performance").getByRole("row", { name: /^_ga Set by/ })).toContainText("2 years");

    await page.getByRole("button", { name: "Manage cookies" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie preferences" })).toBeVisible();
  });

  test("the cookie policy speaks Russian, plural forms included, and stays a table on a phone", async ({
    openPage,
  }) => {
    const page = await openPage({ locale: "ru", viewport: { width: 375, height: 812 } });
    await page.goto("/ru/cookie-policy");
    const necessary = page.getByRole("article", { name: "Строго необходимые", exact: true });
    await expect(necessary.getByRole("row", { name: /^gclid/ })).toContainText("90 дней");
    await expect(necessary.getByRole("row", { name: /^gs_lang_pref .*Cookie/ })).toContainText("1 год");
  });
});
