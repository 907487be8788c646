import senderId from "../messages/en/dltSenderId.json";
import type { Page } from "@playwright/test";
import { expect, readingTest as test, siteUrl } from "./fixtures";

/** Issue 24: the DLT overview's template checker and the guides' operator tabs and accordion. */

test.describe("DLT template checker", () => {
  const field = (page: Page, name: string | RegExp) => page.getByRole("textbox", { name });
  const results = (page: Page) => page.getByRole("region", { name: "Result" });

  test("explains a malformed variable, a bad header and a link, and clears them once fixed", async ({
    page,
  }) => {
    await page.goto("/dlt");
    await field(page, "Sender id (header)").fill("ORB TK");
    await field(page, "Template text").fill("Dear {#VAR#}, track your order at bit.ly/orb - Orbitalk");
    await expect(results(page).getByRole("status")).toHaveText("Errors: 2 · Warnings: 1");
    await expect(results(page).getByText("{#VAR#} is not a DLT variable")).toBeVisible();
    await expect(results(page).getByText('"ORB TK" is not a six-letter header')).toBeVisible();
    await expect(results(page).getByText("Link to whitelist: bit.ly/orb")).toBeVisible();

    await field(page, "Sender id (header)").fill("ORBTLK");
    await field(page, "Template text").fill("Dear {#var#}, your order has shipped. - Orbitalk");
    await expect(results(page).getByRole("status")).toHaveText("Errors: 0 · Warnings: 0");
  });

  test("a promotional template wants a numeric header and is limited to 9 AM to 9 PM", async ({ page }) => {
    await page.goto("/dlt");
    await page.getByRole("radio", { name: /Promotional/ }).check();
    await field(page, "Sender id (header)").fill("ORBTLK");
    await field(page, "Template text").fill("Big sale this weekend on every plan. - Orbitalk");
    await expect(results(page).getByText('"ORBTLK" is not a six-digit header')).toBeVisible();
    await expect(results(page).getByText("Promotional messages go out between 9 AM and 9 PM")).toBeVisible();
  });

  test("inserts {#var#} at the caret and matches a sample message against the template", async ({ page }) => {
    await page.goto("/dlt");
    await field(page, "Sender id (header)").fill("ORBTLK");
    const template = field(page, "Template text");
    await template.fill("Your code is  for login. - Orbitalk");
    await template.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(13, 13));
    await page.getByRole("button", { name: "Insert {#var#}" }).click();
    await expect(template).toHaveValue("Your code is {#var#} for login. - Orbitalk");
    await expect(template).toBeFocused();

    await field(page, /A message as you will send it/).fill("Your code is 482913 to log in. - Orbitalk");
    await expect(results(page).getByText("The message does not match the template")).toBeVisible();
    await field(page, /A message as you will send it/).fill("Your code is 482913 for login. - Orbitalk");
    await expect(results(page).getByRole("status")).toHaveText("Errors: 0 · Warnings: 0");
    await expect(results(page).getByText("Measured on the sample message.")).toBeVisible();
  });

  test("the example shows what the checker finds", async ({ page }) => {
    await page.goto("/dlt");
    await page.getByRole("button", { name: "Try an example" }).click();
    await expect(results(page).getByText("{#Var#} is not a DLT variable")).toBeVisible();
    await expect(results(page).getByText("Double spaces or spaces at the ends")).toBeVisible();
  });
});

test.describe("DLT guides", () => {
  test("vertical operator tabs on a desktop work from the keyboard", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${siteUrl}/dlt/principal-entity`);
    const tabs = page.getByRole("tablist", { name: "By operator" });
    await expect(tabs).toHaveAttribute("aria-orientation", "vertical");
    const tab = (name: string) => tabs.getByRole("tab", { name });
    await tab("Vodafone Idea (Vi)").focus();
    await page.keyboard.press("ArrowDown");
    await expect(tab("Tata Tele Business Services")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(tab("Airtel")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Airtel" }).getByText(/choose Enterprise/)).toBeVisible();
    await page.keyboard.press("End");
    await expect(tab("BSNL")).toBeFocused();
    await expect(
      page.getByRole("tabpanel", { name: "BSNL" }).getByRole("link", { name: "www.ucc-bsnl.co.in" }),
    ).toBeVisible();
    await page.keyboard.press("Home");
    await expect(tab("Vodafone Idea (Vi)")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(tab("BSNL")).toBeFocused();
  });

  test("an accordion replaces the tabs on a phone", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`${siteUrl}/dlt/principal-entity`);
    await expect(page.getByRole("tablist")).toHaveCount(0);
    const jio = page.locator("details", { has: page.getByText("Jio", { exact: true }) });
    await expect(jio.getByText(/Entity ID by email and SMS/)).toBeHidden();
    await jio.getByText("Jio", { exact: true }).click();
    await expect(jio.getByText(/Entity ID by email and SMS/)).toBeVisible();
    await expect(jio.getByRole("link", { name: "trueconnect.jio.com" })).toHaveAttribute("target", "_blank");
  });

  test("each guide leads back to /dlt and on to the next guide", async ({ page }) => {
    await page.goto("/dlt/principal-entity");
    await expect(page.getByRole("link", { name: "All DLT guides" })).toHaveAttribute("href", "/dlt");
    const path = page.getByRole("navigation", { name: "Your registration path" });
    await expect(path.getByRole("link", { name: "Principal Entity" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("link", { name: "Next: Sender id (header)" }).click();
    await expect(page).toHaveURL(/\/dlt\/sender-id$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(senderId.hero.title);
  });

  test("another language's address opens the English page, and links to it from other languages say English", async ({
    openPage,
  }) => {
    const page = await openPage({ locale: "it-IT" });
    await page.goto(`${siteUrl}/it/dlt/template`);
    await expect(page).toHaveURL(`${siteUrl}/dlt/template`);
    await page.goto(`${siteUrl}/it`);
    const dlt = page.getByRole("contentinfo").getByRole("link", { name: "Registrazione DLT (India)" });
    await expect(dlt).toHaveAttribute("href", "/dlt");
    await expect(dlt).toHaveAttribute("hreflang", "en");
  });
});
