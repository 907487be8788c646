import advertise from "../messages/en/advertise.json";
import agentAssist from "../messages/en/agentAssist.json";
import campaignManager from "../messages/en/campaignManager.json";
import conversationBuilder from "../messages/en/conversationBuilder.json";
import mockups from "../messages/en/mockups.json";
import { expect, readingTest as test } from "./fixtures";

test.describe("platform pages", () => {
  test("/advertise: click-to-WhatsApp ads are the highlighted way to advertise", async ({ page }) => {
    await page.goto("/advertise");
    const compare = page.getByRole("region", { name: advertise.compare.title });
    const highlighted = compare.getByRole("listitem").filter({ hasText: advertise.compare.recommended });
    await expect(highlighted).toHaveCount(1);
    await expect(
      highlighted.getByRole("heading", { name: advertise.compare.cards.clickToWhatsApp.title }),
    ).toBeVisible();
  });

  test("/conversation-builder: the example flows step through their conversations", async ({ page }) => {
    await page.goto("/conversation-builder");
    await expect(page.getByRole("img", { name: mockups.builder.label })).toBeVisible();
    const examples = page.getByRole("region", { name: conversationBuilder.examples.title });
    await examples.getByRole("button", { name: conversationBuilder.examples.next }).click();
    const appointments = conversationBuilder.examples.tabs.appointments;
    await expect(examples.getByRole("tab", { name: appointments.title })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(examples.getByText(appointments.desc)).toBeVisible();
  });

  test("/agent-assist: the hero shows the assist panel, and each team has its own cards", async ({
    page,
  }) => {
    await page.goto("/agent-assist");
    await expect(page.getByRole("img", { name: mockups.assist.label })).toBeVisible();
    const teams = page.getByRole("region", { name: agentAssist.teams.title });
    await teams.getByRole("tab", { name: agentAssist.teams.tabs.collections.title }).click();
    await expect(teams.getByText(agentAssist.teams.tabs.collections.cards[0]!.text)).toBeVisible();
    await expect(teams.getByText(agentAssist.teams.tabs.support.cards[0]!.text)).toBeHidden();
  });

  test("/campaign-manager: campaigns by goal, and the banner leads to the price list", async ({ page }) => {
    await page.goto("/campaign-manager");
    await expect(page.getByRole("img", { name: mockups.campaign.label })).toBeVisible();
    const goals = page.getByRole("region", { name: campaignManager.goals.title });
    await goals.getByRole("tab", { name: campaignManager.goals.tabs.recover.title }).click();
    await expect(goals.getByText(campaignManager.goals.tabs.recover.cards[0]!.text)).toBeVisible();
    await expect(page.getByRole("link", { name: campaignManager.banner.secondaryCta })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });
});
