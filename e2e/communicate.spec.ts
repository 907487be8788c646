import communicate from "../messages/en/communicate.json";
import { expect, readingTest as test } from "./fixtures";

const { routing, messages, fallback, costs, faq } = communicate;

test.describe("/communicate", () => {
  test("the hero draws one message's journey: the channel that failed, the one that delivered, the fallback not sent", async ({
    page,
  }) => {
    await page.goto("/communicate");
    const journey = page.getByRole("img", { name: routing.label });
    await expect(journey).toBeVisible();
    for (const step of Object.values(routing.steps)) await expect(journey).toContainText(step.status);
    await expect(journey).toContainText(routing.message);
  });

  test("each message type shows its own conversation and route, and leads to its channel page", async ({
    page,
  }) => {
    await page.goto("/communicate");
    const section = page.getByRole("region", { name: messages.title });
    const { delivery, otp, payment } = messages.tabs;
    await expect(section.getByRole("tab", { name: delivery.title })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByText(delivery.desc)).toBeVisible();

    await section.getByRole("tab", { name: otp.title }).click();
    await expect(section.getByText(otp.desc)).toBeVisible();
    await expect(section.getByText(otp.list[0]!)).toBeVisible();
    await expect(section.getByText(delivery.desc)).toBeHidden();
    await expect(section.getByRole("link", { name: otp.ctaText })).toHaveAttribute("href", "/voice-api");

    await section.getByRole("button", { name: messages.next }).click();
    await expect(section.getByRole("tab", { name: payment.title })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByText(payment.desc)).toBeVisible();
    await expect(section.getByRole("button", { name: messages.next })).toBeDisabled();
  });

  test("'See how fallback works' scrolls to the steps, in order, and costs lead to the price list", async ({
    page,
  }) => {
    await page.goto("/communicate");
    await page.getByRole("link", { name: communicate.hero.secondaryCta }).click();
    const steps = page.getByRole("region", { name: fallback.title });
    await expect.poll(() => steps.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
    await expect(steps.getByRole("listitem")).toHaveText(fallback.steps.map((s) => new RegExp(s.title)));

    const pricing = page.getByRole("region", { name: costs.title });
    await expect(pricing.getByText(costs.rows.unusedFallback.price, { exact: true })).toBeVisible();
    await expect(pricing.getByRole("link", { name: costs.cta })).toHaveAttribute("href", "/pricing");
  });

  test("the FAQ on the page is the one its structured data announces", async ({ page }) => {
    await page.goto("/communicate");
    const questions = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? "{}")).find((b) => b["@type"] === "FAQPage"),
      );
    expect(questions.mainEntity.map((q: { name: string }) => q.name)).toEqual(
      faq.items.map((i) => i.question),
    );
    const section = page.getByRole("region", { name: faq.title });
    await expect(section.getByText(faq.items[0]!.answer)).toBeVisible();
  });
});
