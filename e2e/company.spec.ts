import { expect, test } from "./fixtures";

test.describe("/company", () => {
  test("team cards link to LinkedIn profiles in a new tab", async ({ page }) => {
    await page.goto("/company");
    const team = page.getByRole("region", { name: "The people who run Orbitalk" });
    const profile = team.getByRole("link", { name: "Aarav Menon on LinkedIn" });
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", "noopener");
    await expect(team.getByRole("listitem")).toHaveCount(8);
  });

  test("hovering a country on the map shows its offices; leaving or closing clears them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/company");
    const map = page.getByRole("region", { name: "Where to find us" });
    const india = map.getByRole("button", { name: "India" });
    await india.scrollIntoViewIfNeeded();
    await india.hover();
    await expect(map.getByText("Bengaluru", { exact: false }).first()).toBeVisible();
    await expect(india).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 5);
    await expect(india).toHaveAttribute("aria-expanded", "false");

    const italy = map.getByRole("button", { name: "Italy" });
    await italy.hover();
    await expect(italy).toHaveAttribute("aria-expanded", "true");
    await map.getByRole("button", { name: "Close" }).click();
    await expect(italy).toHaveAttribute("aria-expanded", "false");
  });

  test("on a phone the offices are an accordion toggled by click", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/company");
    const map = page.getByRole("region", { name: "Where to find us" });
    // A native disclosure: `<summary>` has no ARIA role to query by.
    const brazil = map.locator("details").filter({ hasText: "Brazil" });
    await brazil.scrollIntoViewIfNeeded();
    await brazil.locator("summary").click();
    await expect(brazil.getByText("São Paulo", { exact: true })).toBeVisible();
    await brazil.locator("summary").click();
    await expect(brazil.getByText("São Paulo", { exact: true })).toBeHidden();
  });

  test("testimonial arrows are disabled at the ends", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/company");
    const carousel = page.getByRole("region", { name: "Results our customers can measure" });
    const previous = carousel.getByRole("button", { name: "Previous testimonials" });
    const next = carousel.getByRole("button", { name: "Next testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(previous).toBeDisabled();
  });
});
