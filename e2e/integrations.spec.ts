import integrations from "../messages/en/integrations.json";
import leadForm from "../messages/en/leadForm.json";
import { expect, readingTest as test } from "./fixtures";

const { suite, connections } = integrations;

test.describe("/integrations", () => {
  test("the hero shows the Integrations screen: connected systems, their events and a webhook log line", async ({
    page,
  }) => {
    await page.goto("/integrations");
    const screen = page.getByRole("img", { name: connections.label });
    await expect(screen).toBeVisible();
    const [shopify] = connections.systems;
    await expect(screen).toContainText(shopify!.status);
    await expect(screen).toContainText(shopify!.trigger);
    await expect(screen).toContainText(connections.log.status);
  });

  test("each category tab shows its own integrations", async ({ page }) => {
    await page.goto("/integrations");
    const section = page.getByRole("region", { name: suite.title });
    const { crm, payments } = suite.categories;
    await expect(section.getByRole("tab", { name: crm.title })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByText(crm.integrations[0]!.text)).toBeVisible();
    await section.getByRole("tab", { name: payments.title }).click();
    await expect(section.getByRole("tab", { name: payments.title })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByText(payments.integrations[0]!.text)).toBeVisible();
    await expect(section.getByText(crm.integrations[0]!.text)).toBeHidden();
  });

  test("Contact sales opens the demo popup on the same page; the other links open a new tab", async ({
    page,
  }) => {
    await page.goto("/integrations");
    const section = page.getByRole("region", { name: suite.title });
    const address = page.url();

    const contact = section.getByRole("button", { name: suite.contactSales });
    await contact.click();
    const dialog = page.getByRole("dialog", { name: leadForm.dialog.demoTitle });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(address);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();

    const faqLink = section.getByRole("link", { name: suite.faqLink });
    await expect(faqLink).toHaveAttribute("target", "_blank");
    await expect(faqLink).toHaveAttribute("rel", "noopener");

    await section.getByRole("tab", { name: suite.categories.developers.title }).click();
    const docs = section.getByRole("link", { name: suite.links.developers });
    await expect(docs).toBeVisible();
    await expect(docs).toHaveAttribute("target", "_blank");
    await expect(docs).toHaveAttribute("rel", "noopener");
  });
});
