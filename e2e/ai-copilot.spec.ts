import copilot from "../messages/en/aiCopilot.json";
import { expect, readingTest as test } from "./fixtures";

const { hero, draft, jobs, banner } = copilot;

test.describe("/ai-copilot", () => {
  test("the hero shows a brief and the template draft it produced, waiting for review", async ({ page }) => {
    await page.goto("/ai-copilot");
    await expect(page.getByRole("heading", { level: 1, name: hero.title })).toBeVisible();
    const picture = page.getByRole("img", { name: draft.label });
    await expect(picture).toBeVisible();
    for (const text of [draft.prompt, draft.template.category, draft.template.buttons[0]!, draft.note])
      await expect(picture).toContainText(text);
    // The body's variables are drawn as chips, each with its sample value beside it.
    await expect(picture.getByText("{{1}}", { exact: true })).toHaveCount(2);
    await expect(picture).toContainText(draft.template.samples[1]!);
    // "Insert into builder" and "Edit" are part of the picture, not controls.
    await expect(picture.locator("button, a, input")).toHaveCount(0);
  });

  test("each job shows its own brief and draft, and leads to the tool the draft opens in", async ({
    page,
  }) => {
    await page.goto("/ai-copilot");
    await page.getByRole("link", { name: hero.secondaryCta }).click();
    const section = page.getByRole("region", { name: jobs.title });
    await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);

    const templates = jobs.tabs.templates.visual;
    await expect(section.getByRole("tab", { name: jobs.tabs.templates.title })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(section.getByRole("img", { name: templates.label })).toContainText(templates.template.flag);

    const flows = jobs.tabs.flows;
    await section.getByRole("tab", { name: flows.title }).click();
    const flow = section.getByRole("img", { name: flows.visual.label });
    await expect(flow).toBeVisible();
    await expect(flow).toContainText(flows.visual.prompt);
    await expect(flow.locator("li")).toHaveCount(flows.visual.flow.steps.length);
    await expect(section.getByRole("img", { name: templates.label })).toBeHidden();
    await expect(section.getByRole("link", { name: flows.cta })).toHaveAttribute(
      "href",
      "/conversation-builder",
    );

    const insights = jobs.tabs.insights;
    await section.getByRole("tab", { name: insights.title }).click();
    const summary = section.getByRole("img", { name: insights.visual.label });
    await expect(summary).toContainText(insights.visual.insights.rows[0]!.label);
    await expect(summary).toContainText(insights.visual.note);
    await expect(section.getByRole("link", { name: insights.cta })).toHaveAttribute(
      "href",
      "/conversation-cloud",
    );
  });

  test("the closing banner books a demo or compares Copilot with agent assist", async ({ page }) => {
    await page.goto("/ai-copilot");
    const closing = page.getByRole("region", { name: banner.title });
    await expect(closing.getByRole("link", { name: banner.cta })).toHaveAttribute("href", "/request-demo");
    await expect(closing.getByRole("link", { name: banner.secondaryCta })).toHaveAttribute(
      "href",
      "/agent-assist",
    );
  });
});
