import personalize from "../messages/en/personalize.json";
import { expect, readingTest as test } from "./fixtures";

test.describe("/personalize", () => {
  test("the hero shows a customer profile beside the message it produced, its filled-in values marked", async ({
    page,
  }) => {
    await page.goto("/personalize");
    const picture = page.getByRole("img", { name: personalize.profile.label });
    await expect(picture).toBeVisible();
    await expect(picture).toContainText(personalize.profile.name);
    const filled = [...personalize.profile.message.matchAll(/<v>(.*?)<\/v>/g)].map((m) => m[1]!);
    await expect(picture.locator("mark")).toHaveText(filled);
    await expect(picture).not.toContainText("<v>");
  });

  test("'See one trigger, three messages' leads to the examples, and each customer gets their own message", async ({
    page,
  }) => {
    await page.goto("/personalize");
    await page.getByRole("link", { name: personalize.hero.secondaryCta }).click();
    const examples = page.getByRole("region", { name: personalize.examples.title });
    await expect.poll(() => examples.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);

    const { gold, new: newCustomer } = personalize.examples.tabs;
    await expect(examples.getByText(gold.desc)).toBeVisible();
    await examples.getByRole("tab", { name: newCustomer.title }).click();
    await expect(examples.getByRole("tab", { name: newCustomer.title })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(examples.getByText(newCustomer.desc)).toBeVisible();
    await expect(examples.getByText(gold.desc)).toBeHidden();
  });

  test("the diagram lists every source that feeds the profile", async ({ page }) => {
    await page.goto("/personalize");
    const sources = page.getByRole("list", { name: personalize.customer.listLabel });
    const nodes = Object.values(personalize.customer.nodes);
    await expect(sources.getByRole("listitem")).toHaveCount(nodes.length);
    for (const node of nodes) await expect(sources.getByText(node.label, { exact: true })).toBeVisible();
  });
});
