import { expect, test } from "./fixtures";

test.describe("sections in the browser", () => {
  test("a button to a section scrolls there smoothly and stops 100 px below the top", async ({ page }) => {
    await page.goto("/partners");
    await page.evaluate(() => {
      const w = window as unknown as { positions: number[] };
      w.positions = [];
      addEventListener("scroll", () => w.positions.push(scrollY));
    });
    await page.getByRole("link", { name: "Browse partners" }).click();
    const directory = page.getByRole("region", { name: "Find a partner" });
    await expect.poll(() => directory.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
    // Smooth: the page passed through several positions on the way (a jump fires one scroll).
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    expect(new Set(positions).size).toBeGreaterThan(1);
  });

  test("every hero button to a section stops on the same mark, 100 px below the top", async ({ page }) => {
    const buttons = [
      ["/dlt", "Check a template", "checker"],
      ["/dlt", "Read the guides", "guides"],
      ["/whatsapp-chat-button-widget", "Design your button", "widgetCode"],
    ] as const;
    for (const [path, name, id] of buttons) {
      await page.goto(path);
      await page.getByRole("main").getByRole("link", { name }).first().click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const top = () => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
      await expect.poll(top).toBe(100);
    }
  });

  test("tabs follow the keyboard: arrows move between tabs and show their panel", async ({ page }) => {
    await page.goto("/section-gallery");
    const tabs = page.getByRole("tablist").first();
    const first = tabs.getByRole("tab").nth(0);
    const second = tabs.getByRole("tab").nth(1);
    await first.focus();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute("aria-selected", "true");
    const panel = page.locator(`#${await second.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(first).toHaveAttribute("aria-selected", "true");
  });

  test("a filter starts over on a route change", async ({ page }) => {
    await page.goto("/customer-stories");
    const healthcare = page.getByRole("button", { name: "Healthcare" });
    await healthcare.click();
    await expect(healthcare).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("link", { name: "Italiano" }).click();
    await expect(page).toHaveURL(/\/it\/customer-stories$/);
    const all = page
      .getByRole("group")
      .filter({ has: page.getByRole("button", { pressed: true }) })
      .first();
    await expect(all.getByRole("button", { pressed: true })).toHaveCount(1);
    await expect(all.getByRole("button").first()).toHaveAttribute("aria-pressed", "true");
  });
});
