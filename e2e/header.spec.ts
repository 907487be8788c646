import type { BrowserContextOptions, Page } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures";
import { tickerItems } from "../src/data/ticker";
import { freezeClock, runClockUntilText } from "./support";

/** A visitor the edge places in `country` (the e2e server trusts `x-test-country`). */
function visitorFrom(
  openPage: (options?: BrowserContextOptions) => Promise<Page>,
  country: string | null,
  locale = "en-US",
  viewport?: { width: number; height: number },
) {
  return openPage({
    locale,
    ...(viewport && { viewport }),
    ...(country && { extraHTTPHeaders: { "x-test-country": country } }),
  });
}

const NOW = new Date("2026-11-21T10:00:00Z");

test.describe("data services", () => {
  test("the countries service lists about 240 regions with their dial codes", async ({ request }) => {
    const response = await request.get("/wa/util/countries");
    expect(response.status()).toBe(200);
    const { regionCodes } = (await response.json()) as {
      regionCodes: { countryCode: string; dialCode: number }[];
    };
    expect(regionCodes.length).toBeGreaterThan(230);
    const dial = Object.fromEntries(regionCodes.map((r) => [r.countryCode, r.dialCode]));
    expect([dial.US, dial.CA, dial.GB]).toEqual([1, 1, 44]);
  });

  test("the location service trusts only the declared edge header", async ({ request }) => {
    const ask = async (headers: Record<string, string>) =>
      (await (await request.get("/location?v1", { headers })).json()) as { country: string | null };
    expect((await ask({ "x-test-country": "IN" })).country).toBe("IN");
    expect((await ask({ "cf-ipcountry": "IN", "x-forwarded-for": "49.32.0.1" })).country).toBeNull();
    expect((await ask({})).country).toBeNull();
    const response = await request.get("/location?v1", { headers: { "x-test-country": "IN" } });
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  });

  test("the ticker service answers the ticker items", async ({ request }) => {
    const response = await request.get("/resources/wp-json/resources-api/header-ticker-info");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual(tickerItems);
  });

  test("a failing service is logged only; the page keeps working", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.route(/\/(location|resources\/wp-json)\b/, (route) =>
      route.fulfill({ status: 503, body: "down" }),
    );
    const warned = page.waitForEvent(
      "console",
      (m) => m.type() === "warning" && /failed to load/.test(m.text()),
    );
    await page.goto("/");
    await warned;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Platform" }).click();
    await expect(page.getByRole("tab", { name: "Products" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("top bar", () => {
  const announcements = (page: Page) => page.getByRole("region", { name: "Announcements" });
  const whatsappPricingNews = "Since 1 October 2026, Meta also charges for WhatsApp replies";

  test("the ticker shows the visible items in turn, every 5 seconds, and can be paused", async ({ page }) => {
    await freezeClock(page, NOW);
    await page.goto("/");
    // Visible on 21 Nov 2026 in English, country unknown: all but the India-only item, in order.
    await runClockUntilText(page, announcements(page), whatsappPricingNews);
    // The clock may have stepped once (10 ms) past the moment the first item appeared.
    await page.clock.runFor(4_980);
    await expect(announcements(page)).toContainText(whatsappPricingNews);
    await page.clock.runFor(20);
    await expect(announcements(page)).toContainText("Free tool: turn your WhatsApp number");
    await page.clock.runFor(5_000);
    await expect(announcements(page)).toContainText("AI agents that answer on WhatsApp first");
    await page.clock.runFor(5_000);
    await expect(announcements(page)).toContainText("Peak season is here");
    await page.clock.runFor(5_000);
    await expect(announcements(page)).toContainText(whatsappPricingNews);

    await page.getByRole("button", { name: "Pause announcements" }).click();
    await page.mouse.move(5, 600);
    await page.clock.runFor(15_000);
    await expect(announcements(page)).toContainText(whatsappPricingNews);
    await page.getByRole("button", { name: "Play announcements" }).click();
  });

  test("items follow the visitor's country and the page's locale", async ({ openPage }) => {
    const page = await visitorFrom(openPage, "IN");
    await freezeClock(page, NOW);
    await page.goto("/");
    await runClockUntilText(page, announcements(page), whatsappPricingNews);
    await page.clock.runFor(10_000);
    await expect(announcements(page)).toContainText("Register your business and templates on DLT");

    const italian = await visitorFrom(openPage, "IN", "it-IT");
    await italian.goto("/it");
    await expect(italian.getByRole("region", { name: "Annunci" })).toContainText("WhatsApp");
    await expect(italian.getByRole("region", { name: "Annunci" })).not.toContainText("Meta also charges");
  });

  test("on the WhatsApp pricing page a fixed notice replaces the ticker", async ({ page }) => {
    await page.goto("/channels/self-serve/whatsapp/pricing");
    await expect(page.getByRole("banner")).toContainText(
      "Meta's per-message rates, charged on templates since 1 July 2025 and on replies in the 24-hour window since 1 October 2026.",
    );
    await page.waitForLoadState("load");
    await expect(announcements(page)).toHaveCount(0);
  });

  const callUs = (page: Page) => page.getByRole("link", { name: /Call us/ });

  test("the call-us line shows to visitors in India reading English", async ({ openPage }) => {
    const india = await visitorFrom(openPage, "IN");
    await india.goto("/");
    await expect(callUs(india)).toHaveAttribute("href", "tel:+918045682200");
    await expect(callUs(india)).toContainText("+91 80 4568 2200");
  });

  test("no call-us line for other languages, other countries, unknown or spoofed countries", async ({
    openPage,
  }) => {
    test.slow(); // four cold page loads, each waiting for its location answer
    for (const [country, path, locale] of [
      ["IN", "/it", "it-IT"],
      ["AE", "/", "en-US"],
      [null, "/", "en-US"],
    ] as const) {
      const page = await visitorFrom(openPage, country, locale);
      const located = page.waitForResponse(/\/location\?v1/);
      await page.goto(path);
      await located;
      await expect(page.getByRole("link", { name: /Call us|Chiamaci/ })).toHaveCount(0);
    }

    // A header the deployment did not declare trusted cannot claim India.
    const page = await openPage({ extraHTTPHeaders: { "cf-ipcountry": "IN" } });
    const located = page.waitForResponse(/\/location\?v1/);
    await page.goto("/");
    await located;
    await expect(callUs(page)).toHaveCount(0);
  });

  test("the login link appears after 700 ms; a signed-in visitor goes on with a token target", async ({
    openPage,
  }) => {
    const page = await openPage();
    await freezeClock(page, NOW);
    await page.goto("/");
    const login = page.getByRole("link", { name: "Log in" });
    await page.clock.runFor(699);
    await expect(login).toBeHidden();
    await page.clock.runFor(1);
    await expect(login).toBeVisible();
    const href = new URL((await login.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://app.orbitalk.com/login");
    expect(href.searchParams.get("redirect")).toBe("https://app.orbitalk.com/whatsapp/dashboard");

    const signedIn = await openPage();
    await signedIn.context().addCookies([{ name: "orbitalk_signed_in", value: "1", url: siteUrl }]);
    await signedIn.goto("/");
    const dashboard = signedIn.getByRole("link", { name: "Dashboard" });
    await expect(dashboard).toBeVisible();
    const redirect = new URL((await dashboard.getAttribute("href"))!).searchParams.get("redirect");
    expect(redirect).toBe("https://app.orbitalk.com/whatsapp/dashboard?target=token");
  });
});

test.describe("menus", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const menus = ["Platform", "AI offerings", "Solutions", "Partners", "Resources", "Company"];

  test("hover opens a menu; it closes 100 ms after the pointer leaves", async ({ page }) => {
    await freezeClock(page, NOW);
    await page.goto("/");
    const button = page.getByRole("button", { name: "Platform" });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#menu-platform");
    await expect(panel.getByRole("link", { name: /Conversation Builder/ })).toBeHidden();
    await expect(panel.getByRole("link", { name: /^Communicate/ })).toBeVisible();

    // Crossing the gap between the button and its panel keeps it open.
    await page.mouse.move(700, 600);
    await page.clock.runFor(99);
    await expect(panel).toBeVisible();
    await panel.getByRole("tab", { name: "Capabilities" }).hover();
    await page.clock.runFor(200);
    await expect(panel.getByRole("link", { name: /Conversation Builder/ })).toBeVisible();

    await page.mouse.move(700, 890);
    await page.clock.runFor(99);
    await expect(panel).toBeVisible();
    await page.clock.runFor(1);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("partner sign-in opens the app's partner login in a new tab", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Partners", exact: true }).click();
    const signIn = page.getByRole("banner").getByRole("link", { name: /^Partner sign-in/ });
    await expect(signIn).toHaveAttribute("href", "https://app.orbitalk.com/partner/login");
    await expect(signIn).toHaveAttribute("target", "_blank");
    await expect(signIn).toHaveAttribute("rel", "noopener");
  });

  test("every menu works from the keyboard", async ({ page }) => {
    await page.goto("/");
    for (const name of menus) {
      const button = page.getByRole("button", { name, exact: true });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        (id) => document.getElementById(id)?.contains(document.activeElement) ?? false,
        (await button.getAttribute("aria-controls"))!,
      );
      expect(inside, `${name}: Tab moves into the menu`).toBe(true);
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
    }

    // Tabs inside a menu: arrows move between them and show their links.
    await page.getByRole("button", { name: "Solutions" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tab", { name: "By industry" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("tab", { name: "By role" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.locator("#menu-solutions").getByRole("link", { name: /^Commerce & sales/ }),
    ).toBeFocused();
    // Past the role links and the feature card's link, leaving the menu by keyboard closes it.
    await page.keyboard.press("Tab");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(
      page.locator("#menu-solutions").getByRole("link", { name: "Read the stories" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Solutions" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a menu closes on navigation, and the call to action goes to the demo page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a demo" })).toHaveAttribute(
      "href",
      "/request-demo",
    );
    await page.getByRole("button", { name: "Company" }).click();
    await page
      .locator("#menu-company")
      .getByRole("link", { name: /^Careers/ })
      .click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("button", { name: "Company" })).toHaveAttribute("aria-expanded", "false");
  });

  test("every menu panel has the same frame: links on the left, a feature card with a link on the right", async ({
    page,
  }) => {
    await page.goto("/");
    const cards: Record<string, [string, string | null]> = {};
    for (const name of menus) {
      const button = page.getByRole("button", { name, exact: true });
      await button.click();
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      const card = panel.getByRole("complementary");
      await expect(card).toBeVisible();
      const cta = card.getByRole("link");
      const [panelBox, cardBox] = [await panel.boundingBox(), await card.boundingBox()];
      // The card fills the right column, level with the links.
      expect(cardBox!.x + cardBox!.width).toBeGreaterThan(panelBox!.x + panelBox!.width - 200);
      cards[name] = [(await cta.textContent()) ?? "", await cta.getAttribute("href")];
      await page.keyboard.press("Escape");
    }
    expect(cards).toEqual({
      Platform: ["Explore Conversation Cloud", "/conversation-cloud"],
      "AI offerings": ["Explore use cases", "/ai-agent-use-cases"],
      Solutions: ["Read the stories", "/customer-stories"],
      Partners: ["Become a partner", "/partnerships-alliances"],
      Resources: ["Make a QR code", "/free-whatsapp-qr-code-generator"],
      Company: ["See open roles", "/careers#open-roles"],
    });
  });

  test("the promo video loads only once its menu opens", async ({ page }) => {
    const videos: string[] = [];
    page.on("request", (r) => r.url().includes("/media/") && videos.push(r.url()));
    await page.goto("/");
    await page.waitForLoadState("load");
    expect(videos).toEqual([]);
    await page.getByRole("button", { name: "Platform" }).click();
    await expect.poll(() => videos.some((u) => u.endsWith(".webm"))).toBe(true);
  });
});

test("below 992 px (SPEC §9) the menu is the drawer; from 992 px the menu bar holds every entry on one row", async ({
  openPage,
}) => {
  // Russian: the longest menu labels.
  const page = await openPage({ locale: "ru" });
  await page.setViewportSize({ width: 991, height: 800 });
  await page.goto("/ru/company");
  const bar = page.getByRole("navigation", { name: "Главное меню" });
  await expect(page.getByRole("button", { name: "Открыть меню" })).toBeVisible();
  await expect(bar).toBeHidden();
  await page.setViewportSize({ width: 992, height: 800 });
  await expect(bar).toBeVisible();
  await expect(page.getByRole("button", { name: "Открыть меню" })).toBeHidden();
  const entries = await bar
    .getByRole("listitem")
    .evaluateAll((items) =>
      items
        .filter((item) => item.parentElement === items[0]!.parentElement)
        .map((item) => item.getBoundingClientRect().top),
    );
  expect(entries.length).toBe(7);
  expect(new Set(entries).size).toBe(1);
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("its two buttons, the demo and the login, are one size", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const demo = await drawer.getByRole("link", { name: "Book a demo" }).boundingBox();
    const login = await drawer.getByRole("link", { name: "Log in" }).boundingBox();
    expect(demo && login && [login.width, login.height]).toEqual([demo!.width, demo!.height]);
  });

  test("opens as a dialog with every menu as an accordion; traps focus, locks scroll, closes on Escape", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Platform" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    for (const name of ["Platform", "AI offerings", "Solutions", "Partners", "Resources", "Company"]) {
      await drawer.getByText(name, { exact: true }).click();
      await expect(drawer.locator("details[open] summary")).toHaveText(name);
    }
    // The top-level entry (the Company menu links the page too).
    await expect(drawer.getByRole("link", { name: "Customer stories", exact: true }).first()).toBeVisible();

    // Focus wraps around inside the dialog in both directions.
    const close = drawer.getByRole("button", { name: "Close menu" });
    const lastLanguage = drawer.getByRole("link", { name: "Türkçe" });
    await lastLanguage.focus();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(lastLanguage).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("its dialog code loads when the visitor reaches for the menu button, not with the page", async ({
    page,
  }) => {
    // The dialog's scroll lock marks <body data-scroll-locked>: that string is in its code.
    const scripts: Promise<boolean>[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script")
        scripts.push(r.text().then((code) => code.includes("data-scroll-locked")));
    });
    const dialogCodeLoaded = async () => (await Promise.all(scripts)).some(Boolean);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await dialogCodeLoaded()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).hover();
    await expect.poll(dialogCodeLoaded).toBe(true);
  });

  test("closes on navigation, and its language list persists the choice", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByText("Company", { exact: true }).click();
    await drawer.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/careers$/);
    await page.reload();
    await expect(page).toHaveURL(/\/es\/careers$/);
    expect(await page.evaluate(() => localStorage.getItem("gs_lang_pref"))).toBe("es");
  });
});

test.describe("footer", () => {
  test("links, social profiles, the expandable lists and the locale rules", async ({ openPage }) => {
    const page = await visitorFrom(openPage, null, "en-AE");
    await page.goto("/en-AE");
    const footer = page.getByRole("contentinfo");
    // SPEC §2: on the en-AE home page footer links use en; DLT always uses en.
    await expect(footer.getByRole("link", { name: "About Orbitalk" })).toHaveAttribute("href", "/company");
    await expect(footer.getByRole("link", { name: "DLT registration (India)" })).toHaveAttribute(
      "href",
      "/dlt",
    );
    const linkedin = footer.getByRole("link", { name: "Orbitalk on LinkedIn" });
    await expect(linkedin).toHaveAttribute("target", "_blank");
    await expect(linkedin).toHaveAttribute("rel", "noopener");

    await footer.locator("summary", { hasText: "Guides" }).click();
    await expect(footer.getByRole("link", { name: "How WhatsApp pricing works" })).toBeVisible();

    await expect(footer.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
    // Elsewhere footer links keep the page's locale.
    await page.goto("/en-AE/careers");
    await expect(footer.getByRole("link", { name: "About Orbitalk" })).toHaveAttribute(
      "href",
      "/en-AE/company",
    );
    await expect(footer.getByRole("link", { name: "DLT registration (India)" })).toHaveAttribute(
      "href",
      "/dlt",
    );
    // The footer sits in the layout client navigation keeps; its links still follow the page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("banner").getByRole("link", { name: "Orbitalk home" }).click();
    await expect(page).toHaveURL(/\/en-AE$/);
    await expect(footer.getByRole("link", { name: "About Orbitalk" })).toHaveAttribute("href", "/company");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});
