import type { Locator } from "@playwright/test";
import { expect, readingTest as test } from "./fixtures";

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
    await expect.poll(() => shownSlides(carousel)).toEqual([1, 2, 3]);
    await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // One page on: the page starts with the first slide that was cut off, and the change is announced.
    await expect.poll(() => shownSlides(carousel)).toEqual([4, 5, 6]);
    await expect(carousel.getByText("Page 2 of 2")).toBeAttached();
    await previous.click();
    await expect(previous).toBeDisabled();
    await expect.poll(() => shownSlides(carousel)).toEqual([1, 2, 3]);
  });

  test("on a phone the testimonials move one card per arrow, and by swiping", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/company");
    const carousel = page.getByRole("region", { name: "Results our customers can measure" });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => shownSlides(carousel)).toEqual([1]);
    await carousel.getByRole("button", { name: "Next testimonials" }).click();
    await expect.poll(() => shownSlides(carousel)).toEqual([2]);
    await expect(carousel.getByText(/^Page 2 of \d+$/)).toBeAttached();
    // The viewport scrolls natively: a horizontal scroll (what a swipe does) moves it on too.
    await carousel.getByRole("group", { name: /^2 of \d+$/ }).hover();
    await page.mouse.wheel(300, 0);
    await expect.poll(() => shownSlides(carousel)).toEqual([3]);
    await expect(carousel.getByRole("button", { name: "Previous testimonials" })).toBeEnabled();
  });
});

/** The slides (numbered from 1) wholly inside the carousel's scrolling viewport, left to right. */
function shownSlides(carousel: Locator): Promise<number[]> {
  return carousel.locator('[aria-roledescription="slide"]').evaluateAll((slides) => {
    const view = slides[0]!.parentElement!.getBoundingClientRect();
    return slides.flatMap((slide, i) => {
      const box = slide.getBoundingClientRect();
      return box.left >= view.left - 1 && box.right <= view.right + 1 ? [i + 1] : [];
    });
  });
}
