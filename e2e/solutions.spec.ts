import customerStories from "../messages/en/customerStories.json";
import stories from "../messages/en/stories.json";
import healthcare from "../messages/en/industryHealthcare.json";
import travel from "../messages/en/industryTravel.json";
import marketing from "../messages/en/roleMarketing.json";
import tr from "../messages/tr/roleSupport.json";
import { solutions } from "../src/data/solutions";
import { expect, test } from "./fixtures";

const industryPage = solutions.find((s) => s.path === "/industry/healthcare")!;
const travelPage = solutions.find((s) => s.path === "/industry/travel-and-hospitality")!;

test.describe("solutions pages", () => {
  test("an industry page leads into the agent catalogue for its industry, and each use case to its page", async ({
    page,
  }) => {
    await page.goto("/industry/healthcare");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(healthcare.hero.title);
    await expect(page.getByRole("img", { name: healthcare.visual })).toBeVisible();
    await expect(page.getByRole("link", { name: healthcare.hero.secondaryCta })).toHaveAttribute(
      "href",
      "/ai-agent-use-cases?industry=healthcare",
    );

    const useCases = page.getByRole("region", { name: healthcare.useCases.title });
    for (const [name, tab] of Object.entries(healthcare.useCases.tabs)) {
      await useCases.getByRole("tab", { name: tab.title }).click();
      await expect(useCases.getByText(tab.desc)).toBeVisible();
      await expect(useCases.getByRole("link", { name: tab.ctaText })).toHaveAttribute(
        "href",
        industryPage.useCases[name]!,
      );
    }

    const rules = page.getByRole("region", { name: healthcare.rules.title });
    await expect(rules.getByRole("heading", { level: 3 })).toHaveText(
      Object.values(healthcare.rules.items).map((r) => r.title),
    );
    await expect(rules.getByRole("link", { name: healthcare.rules.cta })).toHaveAttribute(
      "href",
      "/enterprise-security",
    );
    const metrics = page.getByRole("region", { name: healthcare.metrics.title });
    await expect(metrics.getByRole("term")).toHaveText(
      Object.values(healthcare.metrics.items).map((m) => m.title),
    );
  });

  test("the customers' stories are the industry's, told in the customer's own words where there is a quote", async ({
    page,
  }) => {
    await page.goto("/industry/healthcare");
    const section = page.getByRole("region", { name: healthcare.stories.title });
    await expect(section.getByRole("article")).toHaveCount(1);
    await expect(section.getByRole("img", { name: "Medora Clinics" })).toBeVisible();
    await expect(section.getByText(stories.testimonials.items["medora-clinics"].quote)).toBeVisible();
    // The quote stands in for the summary: the page does not tell the same story twice.
    await expect(section.getByText(customerStories.stories.items["medora-clinics"].summary)).toHaveCount(0);
  });

  test("the travel page's grid shows the four kinds of travel business, each leading on", async ({
    page,
  }) => {
    await page.goto("/industry/travel-and-hospitality");
    const grid = page.getByRole("region", { name: travel.grid.heading });
    for (const [id, card] of Object.entries(travel.grid.cards)) {
      await expect(grid.getByRole("heading", { name: card.heading })).toBeVisible();
      await expect(grid.getByRole("link", { name: card.cta })).toHaveAttribute("href", travelPage.grid![id]!);
    }
    await expect(page.getByRole("region", { name: travel.stories.title }).getByRole("article")).toHaveCount(
      2,
    );
  });

  test("a role page leads into the catalogue with the role preselected, and lists its teams' stories", async ({
    page,
    openPage,
  }) => {
    await page.goto("/role/marketing");
    await expect(page.getByRole("link", { name: marketing.hero.secondaryCta })).toHaveAttribute(
      "href",
      "/ai-agent-use-cases?role=Marketing",
    );
    const section = page.getByRole("region", { name: marketing.stories.title });
    await expect(section.getByRole("img", { name: "Fernhollow Foods" })).toBeVisible();
    await expect(section.getByRole("img", { name: "Brisalta" })).toBeVisible();

    const turkish = await openPage({ locale: "tr" });
    await turkish.goto("/tr/role/support-and-customer-experience");
    await expect(turkish.getByRole("heading", { level: 1 })).toHaveText(tr.hero.title);
    await expect(turkish.getByRole("link", { name: tr.hero.secondaryCta })).toHaveAttribute(
      "href",
      "/tr/ai-agent-use-cases?role=Support%2FCustomer%20Experience",
    );
  });

  test("every solutions link of the footer opens its page", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = await page
      .getByRole("contentinfo")
      .locator('a[href^="/industry/"], a[href^="/role/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
    expect(hrefs.sort()).toEqual(solutions.map((s) => s.path).sort());
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  });
});
