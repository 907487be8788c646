import cloud from "../messages/en/conversationCloud.json";
import cloudPt from "../messages/pt/conversationCloud.json";
import stories from "../messages/en/stories.json";
import { company } from "../src/data/company";
import { expect, siteUrl, test } from "./fixtures";

/** Where each layer's card leads; analytics is told on this page, so its card is no link. */
const layerPages = {
  builder: "/conversation-builder",
  campaigns: "/campaign-manager",
  inbox: "/agent-assist",
  data: "/personalize",
  integrations: "/integrations",
} as const;

test.describe("/conversation-cloud", () => {
  test("the hero shows the console, and 'See what's inside' leads to the layers, each card to its page", async ({
    page,
  }) => {
    await page.goto("/conversation-cloud");
    await expect(page.getByRole("img", { name: cloud.console.label })).toBeVisible();

    await page.getByRole("link", { name: cloud.hero.secondaryCta }).click();
    const layers = page.getByRole("region", { name: cloud.layers.title });
    await expect.poll(() => layers.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
    for (const [id, href] of Object.entries(layerPages))
      await expect(
        layers.getByRole("link", { name: cloud.layers.items[id as keyof typeof layerPages].title }),
      ).toHaveAttribute("href", href);
    await expect(layers.getByRole("heading", { name: cloud.layers.items.analytics.title })).toBeVisible();
    await expect(layers.getByRole("link")).toHaveCount(Object.keys(layerPages).length);
  });

  test("the channels orbit the platform, and each 'go deeper' tab leads to its own pages", async ({
    page,
  }) => {
    await page.goto("/conversation-cloud");
    const channels = page.getByRole("region", { name: cloud.channels.title });
    const nodes = channels.getByRole("list", { name: cloud.channels.listLabel }).getByRole("listitem");
    await expect(nodes).toHaveCount(Object.keys(cloud.channels.nodes).length);
    await expect(nodes.getByRole("heading", { name: cloud.channels.nodes.ai.label })).toBeVisible();

    const explore = page.getByRole("region", { name: cloud.explore.title });
    const { channels: channelTab, ai } = cloud.explore.tabs;
    const whatsapp = channelTab.cards.whatsappApi;
    await expect(explore.getByRole("link", { name: `${whatsapp.link} (${whatsapp.title})` })).toHaveAttribute(
      "href",
      "/whatsapp-api",
    );
    await explore.getByRole("tab", { name: ai.title, exact: true }).click();
    const ace = ai.cards.aceLlm;
    const aceLink = explore.getByRole("link", { name: `${ace.link} (${ace.title})` });
    await expect(aceLink).toBeVisible();
    await expect(aceLink).toHaveAttribute("href", "/ace-llm");
    await expect(explore.getByText(whatsapp.text)).toBeHidden();
  });

  test("the proof shows the company's figures and a customer's quote, and governance leads to security", async ({
    page,
  }) => {
    await page.goto("/conversation-cloud");
    const proof = page.getByRole("region", { name: cloud.proof.heading });
    const messages = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 }).format(
      company.metrics.messagesDelivered2025,
    );
    await expect(proof.getByText(messages, { exact: true })).toBeVisible();
    await expect(proof.getByText(stories.testimonials.items["quillon-bank"].quote)).toBeVisible();
    await expect(
      proof.getByRole("list", { name: cloud.proof.logoListLabel }).getByRole("listitem"),
    ).toHaveCount(Object.keys(cloud.proof.logos).length);

    const governance = page.getByRole("region", { name: cloud.governance.title });
    await expect(governance.getByRole("link", { name: cloud.governance.link })).toHaveAttribute(
      "href",
      "/enterprise-security",
    );
  });

  test("the console draws its text and numbers in the page's language", async ({ page }) => {
    await page.context().addCookies([{ name: "gs_lang_pref", value: "pt", url: siteUrl }]);
    await page.goto("/pt/conversation-cloud");
    const picture = page.getByRole("img", { name: cloudPt.console.label });
    await expect(picture).toBeVisible();
    await expect(picture).toContainText(cloudPt.console.tiles.resolvedByAi);
    // 3,184 conversations today, written the Portuguese way.
    await expect(picture).toContainText("3.184");
  });
});
