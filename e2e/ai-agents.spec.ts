import aiAgents from "../messages/en/aiAgents.json";
import leadForm from "../messages/en/leadForm.json";
import { expect, readingTest as test } from "./fixtures";

const { hero, chat, agents } = aiAgents;

test.describe("/ai-agents", () => {
  test("the hero shows an agent conversation, and its primary button opens the demo form on the page", async ({
    page,
  }) => {
    await page.goto("/ai-agents");
    const heroSection = page.getByRole("region", { name: hero.title });
    await expect(heroSection.getByRole("figure", { name: chat.label })).toBeVisible();

    await heroSection.getByRole("button", { name: hero.primaryCta }).click();
    const dialog = page.getByRole("dialog", { name: leadForm.dialog.demoTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: leadForm.labels.email, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/ai-agents$/);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("'See the agents' scrolls to the agent selector", async ({ page }) => {
    await page.goto("/ai-agents");
    await page.getByRole("link", { name: hero.secondaryCta }).click();
    const selector = page.getByRole("region", { name: agents.title });
    // Once the smooth scroll settles, the site's scroll-padding-top leaves the section 100 px down.
    await expect
      .poll(() => selector.evaluate((el) => Math.abs(el.getBoundingClientRect().top - 100)))
      .toBeLessThanOrEqual(2);
    await expect(page).toHaveURL(/#agents$/);
  });

  test("choosing a second agent shows its preview, and the catalogue is one link away", async ({ page }) => {
    await page.goto("/ai-agents");
    const selector = page.getByRole("region", { name: agents.title });
    const { banking, retail } = agents.items;

    await expect(selector.getByRole("article", { name: banking.name })).toBeVisible();
    await expect(selector.getByRole("article", { name: retail.name })).toBeHidden();

    const second = selector.getByRole("button", { name: new RegExp(retail.name) });
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    const preview = selector.getByRole("article", { name: retail.name });
    await expect(preview).toBeVisible();
    await expect(preview.getByText(retail.list[0]!)).toBeVisible();
    await expect(preview.getByText(retail.chat[0]!.text)).toBeVisible();
    await expect(selector.getByRole("article", { name: banking.name })).toBeHidden();

    await expect(preview.getByRole("link", { name: agents.cta })).toHaveAttribute(
      "href",
      "/ai-agent-use-cases",
    );
  });
});
