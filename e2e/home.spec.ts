import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freezeClock } from "./support";

/** The loop starts 1000 ms after the load event (CHAT_START_AFTER_LOAD_MS). */
async function startChat(page: Page) {
  await page.goto("/");
  await page.clock.runFor(1000);
  await expect(page.getByTestId("chat-thread")).not.toHaveAttribute("data-paused");
}

/** The animated thread is decorative (aria-hidden), so it is found by test id. */
const phone = (page: Page) => page.getByTestId("chat-thread").locator("> li");

test.describe("home page", () => {
  test("the chat mockup reveals messages one by one with the spec's timing, and loops", async ({ page }) => {
    await freezeClock(page);
    await startChat(page);
    const bubbles = phone(page);
    await expect(bubbles).toHaveCount(1);
    await page.clock.runFor(1999);
    await expect(bubbles).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(bubbles).toHaveCount(2);
    await page.clock.runFor(3 * 2000);
    await expect(bubbles).toHaveCount(5);
    await page.clock.runFor(3000);
    await expect(bubbles).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(bubbles).toHaveCount(1);
  });

  test("the chat's slot cards are never cut in half, on a phone or a desktop", async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await freezeClock(page);
      await startChat(page);
      await page.clock.runFor(2 * 2000);
      const cards = phone(page).nth(2).locator("div > div");
      await expect(cards).toHaveCount(3);
      // Each card is wholly inside the row or wholly outside it once the row has scrolled to it.
      const cut = () =>
        phone(page)
          .nth(2)
          .evaluate((li) => {
            const row = li.querySelector("div:has(> div)")!.getBoundingClientRect();
            return [...li.querySelectorAll("div:has(> div) > div")].filter((card) => {
              const box = card.getBoundingClientRect();
              const inside = Math.min(box.right, row.right) - Math.max(box.left, row.left);
              return inside > 1 && inside < box.width - 1;
            }).length;
          });
      for (let step = 0; step < 4; step++) {
        await expect.poll(cut, `${width} px, step ${step}`).toBe(0);
        await page.clock.runFor(600);
      }
    }
  });

  test("the whole conversation is available to screen readers", async ({ page }) => {
    await page.goto("/");
    const transcript = page
      .getByRole("figure", { name: /Example WhatsApp conversation/ })
      .getByRole("listitem");
    await expect(transcript).toHaveCount(5);
  });

  test("with reduced motion everything shows at once and nothing moves", async ({ openPage }) => {
    const page = await openPage({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/");
    await expect(phone(page)).toHaveCount(5);
    await page.clock.runFor(20_000);
    await expect(phone(page)).toHaveCount(5);
    const marquee = page.locator(".animate-marquee");
    expect(await marquee.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });

  test("the logo marquee loops every 39051 ms and pauses off screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const track = page.locator(".animate-marquee");
    expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("39.051s");
    await expect(track).toHaveAttribute("data-paused", ""); // below the fold at first
    await track.scrollIntoViewIfNeeded();
    await expect(track).not.toHaveAttribute("data-paused");
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
    await page.getByRole("heading", { name: "Frequently asked questions" }).scrollIntoViewIfNeeded();
    await expect(track).toHaveAttribute("data-paused", "");
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
  });

  test("the chat pauses off screen", async ({ page }) => {
    await freezeClock(page);
    await startChat(page);
    await page.getByRole("heading", { name: "Frequently asked questions" }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("chat-thread")).toHaveAttribute("data-paused", "");
    await page.clock.runFor(10_000);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(page.getByTestId("chat-thread")).not.toHaveAttribute("data-paused");
    await expect(phone(page)).toHaveCount(1);
  });

  test("FAQ: first item open, one open at a time, Enter and Space toggle", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const items = faq.locator("details");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await faq.getByText("How does WhatsApp charge for messages?").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");

    const third = faq.getByText("When do I need a message template?");
    await third.focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(items.nth(2)).not.toHaveAttribute("open");
  });

  test("FAQ: once seen, closed items' icons toggle every 1 s, twice", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const icon = faq.locator("details:not([open]) summary > span[aria-hidden]").first();
    const animation = () =>
      icon.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.animationName, s.animationDuration, s.animationTimingFunction, s.animationIterationCount];
      });
    expect((await animation())[0]).toBe("none"); // not started off screen
    await faq.scrollIntoViewIfNeeded();
    // Two 1 s steps per 2 s cycle, two cycles.
    await expect.poll(animation).toEqual(["faq-hint", "2s", "steps(1)", "2"]);
    const open = faq.locator("details[open] summary > span[aria-hidden]");
    expect(await open.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });

  test("header and footer frames: logo home, call to action, copyright with the current year", async ({
    openPage,
  }) => {
    const page = await openPage({ locale: "it-IT" });
    await page.clock.setFixedTime(new Date("2031-03-01T10:00:00Z"));
    await page.goto("/it");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Home page di Orbitalk" })).toHaveAttribute("href", "/it");
    await expect(header.getByRole("link", { name: "Prenota una demo" })).toHaveAttribute(
      "href",
      "/it/request-demo",
    );
    await expect(header).toHaveAttribute("data-header-type", "v4-header");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031 Orbitalk Technologies");
  });

  test("the stats are formatted for the locale", async ({ openPage }) => {
    const page = await openPage({ locale: "it-IT" });
    await page.goto("/it");
    await expect(
      page.getByRole("region", { name: "Progettata per conversazioni su larga scala" }),
    ).toContainText("99,95%");
  });

  test("the product tour: one tab per part of the workspace, each with its mock-up and its page", async ({
    page,
  }) => {
    await page.goto("/");
    const tour = page.getByRole("region", { name: "See the workspace your team will use" });
    const tabs = tour.getByRole("tab");
    await expect(tabs).toHaveText([
      "Shared inbox",
      "Conversation builder",
      "Campaigns",
      "Templates",
      "Agent assist",
      "Analytics",
    ]);
    await expect(tour.getByRole("img", { name: /shared inbox: an AI agent answers/ })).toBeVisible();

    await tour.getByRole("tab", { name: "Campaigns" }).click();
    const panel = tour.getByRole("tabpanel", { name: "Campaigns" });
    await expect(panel.getByRole("img", { name: /campaign manager/ })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Explore campaigns" })).toHaveAttribute(
      "href",
      "/campaign-manager",
    );
    await expect(tour.getByRole("img", { name: /shared inbox/ })).toBeHidden();
  });

  test("a buyer can evaluate: channel cards, testimonials, integrations, pricing and security lead on", async ({
    page,
  }) => {
    await page.goto("/");
    const channels = page.getByRole("region", { name: "One platform for every channel your customers open" });
    for (const [name, href] of [
      ["WhatsApp Business API", "/whatsapp-api"],
      ["RCS Business Messaging", "/rcs-api"],
      ["Voice API", "/voice-api"],
      ["SMS", "/resources/faq/sms-faq"],
      ["AI agents", "/ai-agents"],
    ] as const)
      await expect(channels.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);

    await expect(page.getByRole("region", { name: "Results our customers can measure" })).toBeVisible();
    const integrations = page.getByRole("region", { name: "Connects to the tools your team already uses" });
    await expect(integrations.getByRole("listitem").filter({ hasText: "Salesforce" }).first()).toBeVisible();
    await expect(integrations.getByRole("link", { name: "See all integrations" })).toHaveAttribute(
      "href",
      "/integrations",
    );

    const pricing = page.getByRole("region", { name: "WhatsApp pricing you can predict" });
    await expect(pricing.getByRole("term")).toHaveText([
      "Marketing template",
      "Utility template",
      "Authentication template",
      "Replies within the 24-hour customer service window",
      "Utility templates sent inside that window",
      "Conversations from a click-to-WhatsApp ad, for 72 hours once you reply",
    ]);
    // Since 1 October 2026 Meta charges for replies and utility templates in the 24-hour window:
    // only the ad row is free, and only it wears the free style.
    const prices = pricing.getByRole("definition");
    await expect(prices).toHaveText([
      "Meta's rate for the country + Orbitalk fee",
      "Meta's rate for the country + Orbitalk fee",
      "Meta's rate for the country, no Orbitalk fee",
      "1,000 a month free per number, then Meta's utility rate, no Orbitalk fee",
      "Meta's utility rate for the country + Orbitalk fee",
      "Free",
    ]);
    for (const charged of [3, 4]) await expect(prices.nth(charged)).not.toHaveClass(/text-signal-600/);
    await expect(prices.nth(5)).toHaveClass(/text-signal-600/);
    await expect(pricing.getByRole("link", { name: "See prices for your country" })).toHaveAttribute(
      "href",
      "/pricing",
    );

    const security = page.getByRole("region", { name: "Built for the data your customers trust you with" });
    await expect(security.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(security.getByRole("link", { name: "How we protect your data" })).toHaveAttribute(
      "href",
      "/enterprise-security",
    );
  });
});
