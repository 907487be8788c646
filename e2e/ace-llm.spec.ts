import aceLlm from "../messages/en/aceLlm.json";
import { expect, readingTest as test } from "./fixtures";

test.describe("/ace-llm", () => {
  test("the hero shows an answer beside the sources it came from and the checks it passed", async ({
    page,
  }) => {
    await page.goto("/ace-llm");
    const trace = page.getByRole("img", { name: aceLlm.grounding.label });
    await expect(trace).toBeVisible();
    await expect(trace).toContainText(aceLlm.grounding.answer);
    for (const text of [...aceLlm.grounding.sources, ...aceLlm.grounding.checks])
      await expect(trace).toContainText(text);
  });

  test("the example chats show a grounded answer, a hand-over and a refusal, each with its own story", async ({
    page,
  }) => {
    await page.goto("/ace-llm");
    await page.getByRole("link", { name: aceLlm.hero.secondaryCta }).click();
    const examples = page.getByRole("region", { name: aceLlm.examples.title });
    await expect(examples.getByRole("heading", { name: aceLlm.examples.title })).toBeInViewport();

    const { grounded, handover, refusal } = aceLlm.examples.tabs;
    await expect(examples.getByText(grounded.desc)).toBeVisible();
    await examples.getByRole("tab", { name: handover.title }).click();
    await expect(examples.getByText(handover.desc)).toBeVisible();
    await expect(examples.getByText(grounded.desc)).toBeHidden();

    await examples.getByRole("button", { name: aceLlm.examples.next }).click();
    await expect(examples.getByRole("tab", { name: refusal.title })).toHaveAttribute("aria-selected", "true");
    await expect(examples.getByText(refusal.desc)).toBeVisible();
    await expect(examples.getByRole("button", { name: aceLlm.examples.next })).toBeDisabled();
  });

  test("ACE LLM is the default model, and the closing banner leads to a demo and to AI agents", async ({
    page,
  }) => {
    await page.goto("/ace-llm");
    const models = page.getByRole("region", { name: aceLlm.models.title });
    const highlighted = models.getByRole("listitem").filter({ hasText: aceLlm.models.recommended });
    await expect(highlighted).toHaveCount(1);
    await expect(
      highlighted.getByRole("heading", { name: aceLlm.models.cards.aceLlm.title, exact: true }),
    ).toBeVisible();
    await expect(
      models.getByRole("heading", { name: aceLlm.models.cards.ownModel.title, exact: true }),
    ).toBeVisible();

    const banner = page.getByRole("region", { name: aceLlm.banner.title });
    await expect(banner.getByRole("link", { name: aceLlm.banner.cta })).toHaveAttribute(
      "href",
      "/request-demo",
    );
    await expect(banner.getByRole("link", { name: aceLlm.banner.secondaryCta })).toHaveAttribute(
      "href",
      "/ai-agents",
    );
  });
});
