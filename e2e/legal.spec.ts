import { expect, readingTest as test, siteUrl } from "./fixtures";

/** Issue 24: the privacy policy's contents and sections, the other legal pages, and the form's terms links. */

const PRIVACY_SECTIONS = [
  "collected",
  "use",
  "sharing",
  "security",
  "protection",
  "transfers",
  "thirdPartySites",
  "unauthorized",
  "retention",
  "children",
  "rights",
  "ads",
  "changes",
  "acceptance",
  "compliance",
  "complaints",
  "dpo",
];

test("the privacy policy has its 17 sections in the spec's order, each reached from the contents", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expect(page.getByText("Updated as on 17th April 2024")).toBeVisible();
  const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
  await expect(contents).toHaveCount(17);
  const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids.filter((id) => PRIVACY_SECTIONS.includes(id))).toEqual(PRIVACY_SECTIONS);
  const headings = page.getByRole("heading", { level: 2 });
  await expect(headings).toHaveCount(17);
  await expect(headings.nth(9)).toContainText("10.");
  await expect(page.locator("#children")).toContainText("18");

  for (const [i, id] of PRIVACY_SECTIONS.entries()) {
    if (i % 4 !== 0 && i !== 16) continue; // a sample, both ends included
    await contents.nth(i).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // On the site's mark, 100 px below the top (SPEC §2).
    await expect
      .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(100);
  }
});

test("the privacy policy links the privacy and DPO mailboxes and the support site", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /^privacy@/ }).first()).toHaveAttribute(
    "href",
    /^mailto:privacy@/,
  );
  await expect(main.getByRole("link", { name: /^dpo@/ }).first()).toHaveAttribute("href", /^mailto:dpo@/);
  await expect(main.getByRole("link", { name: /^support\./ }).first()).toHaveAttribute(
    "href",
    /^https:\/\/support\./,
  );
  await expect(main.getByRole("link", { name: "Cookie policy" }).first()).toHaveAttribute(
    "href",
    "/cookie-policy",
  );
});

test("the enterprise security page holds the disclosure policy that security.txt points to", async ({
  page,
}) => {
  await page.goto("/enterprise-security#disclosure");
  await expect(page.locator("#disclosure h2")).toBeInViewport();
  await expect(page.locator("#disclosure").getByRole("link", { name: "security.txt" })).toHaveAttribute(
    "href",
    "/.well-known/security.txt",
  );
});

test("the lead form's terms link to the real terms and privacy pages, in a new tab", async ({ openPage }) => {
  const page = await openPage({ locale: "es-ES" });
  await page.goto(`${siteUrl}/es/request-demo`);
  const terms = page.getByRole("checkbox", { name: /Acepto/ });
  await expect(terms).toBeVisible();
  const label = page.locator("label", { has: terms });
  await expect(label.getByRole("link", { name: "Términos y condiciones" })).toHaveAttribute(
    "href",
    "/es/terms-and-conditions",
  );
  const privacy = label.getByRole("link", { name: "Política de privacidad" });
  await expect(privacy).toHaveAttribute("href", "/es/privacy-policy");
  await expect(privacy).toHaveAttribute("target", "_blank");
});
