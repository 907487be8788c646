import rcs from "../messages/en/rcsApi.json";
import voice from "../messages/en/voiceApi.json";
import whatsapp from "../messages/en/whatsappApi.json";
import { expect, readingTest as test } from "./fixtures";

test.describe("channel pages", () => {
  test("/whatsapp-api: each template category has its own cards, and pricing leads to the price list", async ({
    page,
  }) => {
    await page.goto("/whatsapp-api");
    const categories = page.getByRole("region", { name: whatsapp.categories.title });
    await categories.getByRole("tab", { name: whatsapp.categories.tabs.authentication.title }).click();
    const [card] = whatsapp.categories.tabs.authentication.cards;
    await expect(categories.getByText(card!.text)).toBeVisible();
    await expect(categories.getByText(whatsapp.categories.tabs.marketing.cards[0]!.text)).toBeHidden();

    const pricing = page.getByRole("region", { name: whatsapp.pricing.title });
    await expect(pricing.getByRole("link", { name: whatsapp.pricing.cta })).toHaveAttribute(
      "href",
      "/pricing",
    );
    // Since 1 October 2026 replies and utility templates in the 24-hour window are charged: only the
    // 72-hour free entry point row is shown as free.
    const rows = Object.entries(whatsapp.pricing.rows);
    const prices = pricing.getByRole("definition");
    await expect(prices).toHaveText(rows.map(([, row]) => row.price));
    for (const [i, [id]] of rows.entries()) {
      if (id === "entry") await expect(prices.nth(i)).toHaveClass(/text-signal-600/);
      else await expect(prices.nth(i), id).not.toHaveClass(/text-signal-600/);
    }
    // The questions on the page are the ones its FAQPage structured data announces.
    const faq = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? "{}")).find((b) => b["@type"] === "FAQPage"),
      );
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(
      whatsapp.faq.items.map((i) => i.question),
    );
  });

  test("/rcs-api: the example conversations step through the industries, and RCS is the highlighted channel", async ({
    page,
  }) => {
    await page.goto("/rcs-api");
    const useCases = page.getByRole("region", { name: rcs.useCases.title });
    await useCases.getByRole("button", { name: rcs.useCases.next }).click();
    await expect(useCases.getByRole("tab", { name: rcs.useCases.tabs.travel.title })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(useCases.getByText(rcs.useCases.tabs.travel.desc)).toBeVisible();

    const compare = page.getByRole("region", { name: rcs.compare.title });
    const highlighted = compare.getByRole("listitem").filter({ hasText: rcs.compare.recommended });
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted.getByRole("heading", { name: rcs.compare.cards.rcs.title })).toBeVisible();
  });

  test("/voice-api: the hero shows a call flow, and 'How billing works' leads to the pulse billing", async ({
    page,
  }) => {
    await page.goto("/voice-api");
    await expect(page.getByRole("img", { name: voice.flow.label })).toBeVisible();
    await page.getByRole("link", { name: voice.hero.secondaryCta }).click();
    const billing = page.getByRole("region", { name: voice.billing.title });
    await expect.poll(() => billing.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
    await expect(billing.getByText(voice.billing.rows.example.price, { exact: true })).toBeVisible();
  });
});
