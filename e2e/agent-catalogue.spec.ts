import type { Locator, Page } from "@playwright/test";
import agentsEn from "../messages/en/agents.json";
import pageEn from "../messages/en/aiAgentUseCases.json";
import realEstatePage from "../messages/en/industryRealEstate.json";
import supportPage from "../messages/en/roleSupport.json";
import agentsIt from "../messages/it/agents.json";
import { agents } from "../src/data/agents";
import { chatAgentName } from "../src/features/chat/plugin-args";
import demos from "../src/data/agent-demos.json";
import { consentCookie, expect, siteUrl, test } from "./fixtures";
import { ALL_GROUPS } from "./consent-cookie";
import { freezeClock, runClockUntilText } from "./support";

// SPEC §2 'AI-agent use-case page', §4 'Agent list' and 'Agent start', §5 'Role query', §9.
const { list } = pageEn;
const nameOf = (id: string) => agentsEn.items[id as keyof typeof agentsEn.items].name;
const catalogue = (page: Page) => page.getByRole("region", { name: list.heading });
const cards = (page: Page) => catalogue(page).getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
const team = (page: Page, name: string) =>
  catalogue(page).getByRole("group", { name: list.roleLabel }).getByRole("checkbox", { name, exact: true });
const current = (page: Page) =>
  catalogue(page).getByRole("navigation", { name: list.pagination }).locator('[aria-current="page"]');
const count = (page: Page, n: number) =>
  expect(catalogue(page).getByRole("status")).toHaveText(`${n} agent${n === 1 ? "" : "s"}`);
const checked = async (boxes: Locator) =>
  await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).checked));

test.describe("/ai-agent-use-cases", () => {
  test("the prerendered page is the unfiltered first page, and its structured data lists it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/ai-agent-use-cases`);
    const firstPage = agents.slice(0, 12).map((a) => nameOf(a.id));
    expect(await cardNames(page)).toEqual(firstPage);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    const list = blocks.find((b) => b["@type"] === "ItemList");
    expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual(firstPage);
    expect(list.itemListElement[0].url).toBe(
      `https://www.orbitalk.com/ai-agent-use-cases#agent-${agents[0]!.id}`,
    );
  });

  test("the hero's button scrolls to the list, 100 px below the top", async ({ page }) => {
    await page.goto("/ai-agent-use-cases");
    await page.getByRole("link", { name: pageEn.hero.cta }).click();
    await expect
      .poll(() => catalogue(page).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(100);
  });

  test("the search waits 500 ms after typing, ignores case and spaces, and matches feature lines", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto("/ai-agent-use-cases");
    await count(page, agents.length);
    const target = agents.find((a) => a.industry === "food-and-beverage")!;
    const feature = agentsEn.items[target.id as keyof typeof agentsEn.items].features[0]!;
    const search = catalogue(page).getByRole("searchbox", { name: list.searchLabel });
    await search.fill(`  ${feature.toUpperCase()}  `);
    await page.clock.runFor(400);
    await count(page, agents.length);
    await page.clock.runFor(150);
    await expect(cards(page).getByRole("heading", { name: nameOf(target.id) })).toBeVisible();
    // The address follows the filter in a later task: polled, not read once.
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(feature.toUpperCase());

    await search.fill("no agent does this, anywhere");
    await page.clock.runFor(500);
    await expect(catalogue(page).getByText(list.noResults)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("teams are a multi-select: all clears the others, a team clears all, the last one unchecked returns to all", async ({
    page,
  }) => {
    await page.goto("/ai-agent-use-cases");
    const group = catalogue(page).getByRole("group", { name: list.roleLabel });
    const boxes = group.getByRole("checkbox");
    await expect(team(page, list.allRole)).toBeChecked();

    await team(page, "Marketing").check();
    expect(await checked(boxes)).toEqual([false, false, false, false, true]);
    await count(page, agents.filter((a) => a.role === "marketing").length);
    await team(page, "Growth").check();
    expect(await checked(boxes)).toEqual([false, false, false, true, true]);
    expect(new URL(page.url()).searchParams.getAll("role")).toEqual(["Growth", "Marketing"]);

    await team(page, "Growth").uncheck();
    await team(page, "Marketing").uncheck();
    expect(await checked(boxes)).toEqual([true, false, false, false, false]);
    await count(page, agents.length);

    await team(page, "Growth").check();
    await team(page, list.allRole).check();
    expect(await checked(boxes)).toEqual([true, false, false, false, false]);
    expect(new URL(page.url()).search).toBe("");
  });

  test("?role= preselects a known team, read with an encoded slash and spaces around it, and ignores others", async ({
    page,
  }) => {
    const support = agents.filter((a) => a.role === "support-and-customer-experience").length;
    for (const query of ["Support%2FCustomer%20Experience", "Support%20/%20Customer%20Experience"]) {
      await page.goto(`/ai-agent-use-cases?role=${query}`);
      await expect(team(page, "Support & customer experience")).toBeChecked();
      await count(page, support);
    }
    await page.goto("/ai-agent-use-cases?role=Finance");
    await expect(team(page, list.allRole)).toBeChecked();
    await count(page, agents.length);
  });

  test("the solutions pages' links land on their preselection", async ({ page }) => {
    await page.goto("/role/support-and-customer-experience");
    await page.getByRole("link", { name: supportPage.hero.secondaryCta }).click();
    await expect(page).toHaveURL(/\/ai-agent-use-cases\?role=Support%2FCustomer(\+|%20)Experience$/);
    await expect(team(page, "Support & customer experience")).toBeChecked();
    await count(page, agents.filter((a) => a.role === "support-and-customer-experience").length);

    await page.goto("/industry/real-estate");
    await page.getByRole("link", { name: realEstatePage.hero.secondaryCta }).click();
    await expect(catalogue(page).getByRole("combobox", { name: list.industryLabel })).toHaveValue(
      "real-estate",
    );
    await count(page, agents.filter((a) => a.industry === "real-estate").length);
  });

  test("every change of industry, team or search goes back to page 1", async ({ page }) => {
    await page.goto("/ai-agent-use-cases?page=3");
    await expect(current(page)).toHaveText("3");
    await catalogue(page).getByRole("combobox", { name: list.industryLabel }).selectOption("healthcare");
    const healthcare = agents.filter((a) => a.industry === "healthcare").map((a) => nameOf(a.id));
    await expect.poll(() => cardNames(page)).toEqual(healthcare);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();

    await page.goto("/ai-agent-use-cases?page=2");
    await expect(current(page)).toHaveText("2");
    await team(page, "Support & customer experience").check();
    await expect(current(page)).toHaveText("1");

    await page.goto("/ai-agent-use-cases?page=2");
    await catalogue(page).getByRole("button", { name: list.next }).click();
    await expect(current(page)).toHaveText("3");
    expect(await cardNames(page)).toEqual(agents.slice(24, 36).map((a) => nameOf(a.id)));
    await catalogue(page).getByRole("searchbox", { name: list.searchLabel }).fill("a");
    await expect(current(page)).toHaveText("1");
  });

  test("a filtered view is shareable, and a language change starts it afresh", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${siteUrl}/ai-agent-use-cases?industry=healthcare&role=Marketing&utm_source=news`);
    await count(page, agents.filter((a) => a.industry === "healthcare" && a.role === "marketing").length);
    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("link", { name: "Italiano" }).click();
    await expect(page).toHaveURL(`${siteUrl}/it/ai-agent-use-cases?utm_source=news`);
    const first = agentsIt.items[agents[0]!.id as keyof typeof agentsIt.items].name;
    await expect(page.getByRole("article").first().getByRole("heading", { level: 3 })).toHaveText(first);
  });

  test("without all cookies, starting an agent opens the consent preferences and starts nothing", async ({
    page,
  }) => {
    await page.goto("/ai-agent-use-cases");
    const card = cards(page).first();
    await card.getByRole("button", { name: new RegExp(list.start) }).click();
    await expect(page.getByRole("dialog", { name: "Cookie preferences" })).toBeVisible();
    await expect(card).not.toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("dialog", { name: "Orbitalk assistant" })).toHaveCount(0);
  });

  test.describe("with all cookies accepted", () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([consentCookie(ALL_GROUPS)]);
    });

    test("starting an agent spins its card and dims the others, then opens the chat on its demo after 2 s", async ({
      page,
    }) => {
      await freezeClock(page);
      await page.goto("/ai-agent-use-cases");
      await page.clock.runFor(1500); // the chat is decided 1 s after load
      const [first, second] = [
        page.locator(`#agent-${agents[0]!.id}`),
        page.locator(`#agent-${agents[1]!.id}`),
      ];
      const name = nameOf(agents[0]!.id);
      await first.getByRole("button", { name: new RegExp(list.start) }).click();
      await expect(first).toHaveAttribute("aria-busy", "true");
      await expect(first.locator("button")).toContainText(list.starting);
      await expect(second.locator("button")).toBeDisabled();
      await expect(second).toHaveClass(/opacity-50/);

      const chat = page.getByRole("dialog", { name: "Orbitalk assistant" });
      await page.clock.runFor(1990);
      await expect(chat).toHaveCount(0);
      // Then it opens, once the chat's code has arrived (real time) and drawn its dialog (fake time).
      await expect
        .poll(
          async () => {
            await page.clock.runFor(50);
            return chat.count();
          },
          { intervals: [100] },
        )
        .toBe(1);
      await expect(chat).toHaveAccessibleDescription(`Demo of ${chatAgentName(name)}`);
      await expect(first).not.toHaveAttribute("aria-busy");
      await expect(second.locator("button")).toBeEnabled();

      // The agent's scripted conversation plays, a line at a time.
      const log = chat.getByRole("log");
      await runClockUntilText(page, log, "Here is a typical conversation");
      const demo = (demos as Record<string, { text: string }[]>)[agents[0]!.id]!;
      await expect(log.getByText(demo[0]!.text)).toHaveCount(0);
      await page.clock.runFor(1400);
      await expect(log.getByText(demo[0]!.text)).toBeVisible();
    });
  });
});
