import type { Page } from "@playwright/test";
import { consentCookie, expect, test } from "./fixtures";
import { ALL_GROUPS } from "./consent-cookie";
import { expectNoSeriousA11yViolations, overflowing } from "./support";

// SPEC §4 "Cookie consent": the support chat, gated by consent and language. Every test starts with
// the visitor's choice made (necessary cookies only), as most visitors arrive.
const TOOLTIP = "Our AI chatbot is ready to help, please accept all the cookies to begin";

const chatButton = (page: Page) => page.getByRole("button", { name: "Chat with us" });
const consentButton = (page: Page) => page.getByRole("button", { name: "AI chatbot" });

test("without all cookies the chat button asks for them, and opens the preferences", async ({ page }) => {
  await page.goto("/pricing");
  await expect(consentButton(page)).toBeVisible();
  await expect(chatButton(page)).toHaveCount(0);
  await consentButton(page).hover();
  await expect(page.getByRole("tooltip")).toHaveText(TOOLTIP);
  await expect(consentButton(page)).toHaveAccessibleDescription(TOOLTIP);
  await consentButton(page).click();
  const preferences = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(preferences).toBeVisible();

  // Accepting them all starts the chat on this page, within the 500 ms poll.
  await preferences.getByRole("button", { name: "Accept all" }).click();
  await expect(chatButton(page)).toBeVisible();
  expect(await page.evaluate(() => typeof (window as { chatPlugin?: unknown }).chatPlugin)).toBe("object");
});

test.describe("with all cookies accepted", () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([consentCookie(ALL_GROUPS)]);
  });

  test("the site's own chat answers from the FAQs, links the page, and offers the demo form", async ({
    page,
  }) => {
    await page.goto("/company");
    await chatButton(page).click();
    const chat = page.getByRole("dialog", { name: "Orbitalk assistant" });
    await expect(chat).toBeVisible();
    const question = chat.getByRole("textbox", { name: "Your question" });
    await expect(question).toBeFocused();
    await question.fill("Do you mark up Meta's rates?");
    await question.press("Enter");
    const log = chat.getByRole("log", { name: "Conversation" });
    await expect(log.getByRole("link", { name: "More on the Pricing page" })).toHaveAttribute(
      "href",
      "/pricing",
    );

    await question.fill("What's the weather in Paris tomorrow?");
    await question.press("Enter");
    await expect(log.getByText(/I don’t have an answer to that/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await log.getByRole("button", { name: "Book a demo" }).last().click();
    const form = page.getByRole("dialog", { name: "Talk to an Orbitalk expert" });
    await expect(form).toBeVisible();

    // Escape closes the form, then the chat, and the focus returns to the button.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
  });

  test("on a phone the chat fills the screen and nothing overflows", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 320, height: 640 } });
    await page.context().addCookies([consentCookie(ALL_GROUPS)]);
    await page.goto("/");
    await chatButton(page).click();
    const chat = page.getByRole("dialog", { name: "Orbitalk assistant" });
    await expect(chat).toBeVisible();
    expect(await chat.boundingBox()).toMatchObject({ x: 0, y: 0, width: 320, height: 640 });
    await chat.getByRole("button", { name: "How does WhatsApp charge for messages?" }).click();
    await expect(chat.getByRole("link", { name: /^More on the .+ page$/ })).toBeVisible();
    expect(await page.evaluate(overflowing)).toEqual([]);
  });

  test("there is no support chat, and no button, on a page in another language", async ({ openPage }) => {
    const page = await openPage({ locale: "it-IT" });
    await page.context().addCookies([consentCookie(ALL_GROUPS)]);
    await page.goto("/it/pricing");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.waitForTimeout(1600); // past the first check, 1 s after load
    await expect(page.locator("[data-chat-launcher]")).toHaveCount(0);
  });
});
