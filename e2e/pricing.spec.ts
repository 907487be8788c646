import type { Page } from "@playwright/test";
import labels from "../messages/en/pricingTable.json";
import { whatsappRates } from "../src/data/whatsapp-rates";
import { expect, test } from "./fixtures";

const PATH = "/channels/self-serve/whatsapp/pricing";

const countrySelect = (page: Page) => page.getByRole("combobox", { name: labels.country });
const table = (page: Page) => page.getByRole("table", { name: /WhatsApp fees for numbers in/ });
/** The Meta fee cell of a row, found by the row's header. */
const metaFee = (page: Page, row: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${row}`) }) })
    .getByRole("cell")
    .first();

test.describe("WhatsApp price table", () => {
  test("opens on India, prerendered, with Meta's and Orbitalk's fee per message", async ({ page }) => {
    const html = await (await page.request.get(PATH)).text();
    expect(html).toContain(whatsappRates.IN.marketing!.rate.toFixed(4));
    await page.goto(PATH);
    await expect(countrySelect(page)).toHaveValue("IN");
    const marketing = table(page)
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: /^Marketing template per/ }) });
    await expect(marketing.getByRole("cell")).toHaveText([
      whatsappRates.IN.marketing!.rate.toFixed(4),
      "0.0010",
    ]);
    await expect(metaFee(page, "Call the customer makes")).toHaveText(labels.free);
  });

  test("switching country fetches its rates, and the choice survives a reload", async ({ page }) => {
    await page.goto(PATH);
    await countrySelect(page).selectOption("BR");
    await expect(page).toHaveURL(/\?country=BR$/);
    await expect(table(page)).toHaveAccessibleName(/Brazil/);
    await expect(metaFee(page, "Marketing template per")).toHaveText(
      whatsappRates.BR.marketing!.rate.toFixed(4),
    );
    await expect(page.getByText("Meta bills numbers in Brazil at its Brazil rates.")).toBeVisible();

    await page.reload();
    await expect(countrySelect(page)).toHaveValue("BR");
    await expect(metaFee(page, "Utility template")).toHaveText(whatsappRates.BR.utility!.rate.toFixed(4));
  });

  test("the selector lists the countries service's regions once the visitor reaches for it", async ({
    page,
  }) => {
    let asked = 0;
    await page.route("**/wa/util/countries", (route) => {
      asked++;
      return route.fulfill({
        json: {
          regionCodes: [
            { countryCode: "IN", dialCode: 91, displayName: "India" },
            { countryCode: "BR", dialCode: 55, displayName: "Brazil" },
          ],
        },
      });
    });
    await page.goto(PATH);
    expect(asked).toBe(0);
    await countrySelect(page).focus();
    await expect(countrySelect(page).getByRole("option")).toHaveText(["Brazil", "India"]);
    expect(asked).toBe(1);
  });

  test("shows NA where no rate can be sourced, and names a group market", async ({ page }) => {
    await page.goto(`${PATH}?country=AT`);
    await expect(
      page.getByText("Meta bills numbers in Austria at its Rest of Western Europe rates."),
    ).toBeVisible();
    await expect(metaFee(page, "Call you make on WhatsApp")).toHaveText("NA");
    await expect(metaFee(page, "Authentication template, international")).toHaveText("NA");
  });

  test("when the pricing service fails, the table stays empty and the error is logged", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route("**/wallet/pricing-details?**", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.goto(PATH);
    await countrySelect(page).selectOption("DE");
    await expect(table(page).getByRole("rowheader")).toHaveCount(0);
    expect(warnings.some((w) => w.includes("Pricing failed to load"))).toBe(true);
  });

  test("the estimator adds up Meta's fees and Orbitalk's as volumes change, kept in the address", async ({
    page,
  }) => {
    await page.goto(PATH);
    const estimator = page.getByRole("region", { name: labels.estimator.title });
    await estimator.getByRole("textbox", { name: labels.estimator.volumes.marketing.label }).fill("1000");
    const meta = (1000 * whatsappRates.IN.marketing!.rate).toFixed(2);
    await expect(estimator.getByRole("definition").first()).toContainText(`$${meta}`);
    await expect(estimator.getByRole("definition").nth(1)).toContainText("$1.00");
    await expect(page).toHaveURL(/marketing=1000/);

    await estimator.getByRole("textbox", { name: labels.estimator.volumes.service.label }).fill("1500");
    const service = (500 * whatsappRates.IN.utility!.rate).toFixed(2);
    const withService = (Number(meta) + Number(service)).toFixed(2);
    await expect(estimator.getByRole("definition").first()).toContainText(`$${withService}`);

    await page.reload();
    await expect(
      estimator.getByRole("textbox", { name: labels.estimator.volumes.marketing.label }),
    ).toHaveValue("1000");
    await expect(estimator.getByRole("definition").nth(2)).toContainText(
      `$${(Number(withService) + 1).toFixed(2)}`,
    );
  });
});

test("/pricing leads to the rates and prices the same table", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "See WhatsApp rates" }).click();
  await expect(page).toHaveURL(/\/pricing#rates$/);
  await expect(countrySelect(page)).toBeInViewport();
  await expect(metaFee(page, "Marketing template per")).toHaveText(
    whatsappRates.IN.marketing!.rate.toFixed(4),
  );
});
