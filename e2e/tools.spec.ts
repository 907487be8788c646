import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freezeClock, watchConsole } from "./support";

/** Issue 6: the state rules of the QR and chat-button generators, in a real browser. */

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test.describe("WhatsApp QR code generator", () => {
  const phone = (page: Page) => page.getByRole("textbox", { name: "WhatsApp number" });
  const message = (page: Page) => page.getByRole("textbox", { name: /Prefilled message/ });
  const generate = (page: Page) => page.getByRole("button", { name: "Generate QR code" });
  const result = (page: Page) => page.getByRole("region", { name: "Your WhatsApp QR code" });
  /** Opens the tool and generates the code for a number. */
  const showCodeFor = async (page: Page, number: string) => {
    await page.goto("/free-whatsapp-qr-code-generator");
    await phone(page).fill(number);
    await generate(page).click();
  };

  test("the number keeps digits only and is required with a minimum length of 12", async ({ page }) => {
    await page.goto("/free-whatsapp-qr-code-generator");
    await phone(page).fill("+91 (98765) 43-210");
    await expect(phone(page)).toHaveValue("919876543210");
    await expect(phone(page)).toHaveAttribute("required", "");
    await expect(phone(page)).toHaveAttribute("minlength", "12");
  });

  test("no code without at least 10 digits: the error shows and nothing else", async ({ page }) => {
    await page.goto("/free-whatsapp-qr-code-generator");
    await generate(page).click();
    await expect(page.getByText("WhatsApp number is required")).toBeVisible();
    await expect(phone(page)).toBeFocused();
    await phone(page).fill("123456789");
    await generate(page).click();
    await expect(page.getByText("Enter at least 10 digits, starting with the country code")).toBeVisible();
    await expect(phone(page)).toHaveAttribute("aria-invalid", "true");
    await expect(result(page)).toHaveCount(0);
  });

  test("a message too long for a code that scans is refused with a visible error", async ({ page }) => {
    await page.goto("/free-whatsapp-qr-code-generator");
    await phone(page).fill("919876543210");
    await message(page).fill("😀".repeat(150));
    await generate(page).click();
    await expect(page.getByText("This message makes the code too dense to scan reliably.")).toBeVisible();
    await expect(message(page)).toBeFocused();
    await expect(result(page)).toHaveCount(0);
  });

  test("a valid submit shows the code and scrolls to it; any edit hides it again", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/free-whatsapp-qr-code-generator");
    await phone(page).fill("1234567890");
    await message(page).fill("Hi 👋\nTable for two");
    await generate(page).click();
    await expect(result(page)).toBeInViewport();
    await expect(result(page).getByRole("img", { name: /WhatsApp chat with \+1234567890/ })).toBeVisible();
    // Shown as typed, so the visitor can read it; Copy (below) copies the encoded link.
    await expect(result(page)).toContainText("https://wa.me/+1234567890?text=Hi 👋\nTable for two");
    await expect(result(page)).not.toContainText("%20");
    await message(page).press("End");
    await message(page).press("!");
    await expect(result(page)).toHaveCount(0);
    await generate(page).click();
    await expect(result(page)).toBeVisible();
    await phone(page).press("End");
    await phone(page).press("Backspace");
    await expect(result(page)).toHaveCount(0);
  });

  test("Copy link copies the link and shows 'Copied!' for 2 seconds", async ({ page }) => {
    await freezeClock(page);
    await showCodeFor(page, "919876543210");
    await result(page).getByRole("button", { name: "Copy link" }).click();
    await expect(result(page).getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://wa.me/+919876543210");
    await page.clock.runFor(1_990);
    await expect(result(page).getByRole("button", { name: "Copied!" })).toBeVisible();
    await page.clock.runFor(10);
    await expect(result(page).getByRole("button", { name: "Copy link" })).toBeVisible();
  });

  test("a copy that fails is logged only", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    const errors = watchConsole(page);
    await showCodeFor(page, "919876543210");
    await result(page).getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => errors.some((e) => e.startsWith("Copy failed"))).toBe(true);
    await expect(result(page).getByRole("button", { name: "Copy link" })).toBeVisible();
  });

  test("a download that fails is logged only", async ({ page }) => {
    await page.addInitScript(() => {
      URL.createObjectURL = () => {
        throw new Error("blocked");
      };
    });
    const errors = watchConsole(page);
    await showCodeFor(page, "919876543210");
    await result(page).getByRole("button", { name: "Download PNG" }).click();
    await expect.poll(() => errors.some((e) => e.startsWith("QR download failed"))).toBe(true);
    await expect(result(page)).toBeVisible();
  });

  test("downloads whatsapp-qr.png at 2x that decodes to the link, and an SVG", async ({ page }) => {
    await page.goto("/free-whatsapp-qr-code-generator");
    await phone(page).fill("447700900123");
    await message(page).fill("Привет! 你好 🍕");
    await generate(page).click();
    const link = "https://wa.me/+447700900123?text=" + encodeURIComponent("Привет! 你好 🍕");

    const [png] = await Promise.all([
      page.waitForEvent("download"),
      result(page).getByRole("button", { name: "Download PNG" }).click(),
    ]);
    expect(png.suggestedFilename()).toBe("whatsapp-qr.png");
    const image = PNG.sync.read(await readFile((await png.path())!));
    expect([image.width, image.height]).toEqual([640, 640]);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(link);

    const [svg] = await Promise.all([
      page.waitForEvent("download"),
      result(page).getByRole("button", { name: "Download SVG" }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe("whatsapp-qr.svg");
    expect(await readFile((await svg.path())!, "utf8")).toMatch(/^<svg [^>]*width="320" height="320"/);
  });

  test("the inputs live in the address, so a configuration can be shared and reopened", async ({ page }) => {
    await page.goto("/free-whatsapp-qr-code-generator?utm_source=news");
    await phone(page).fill("919876543210");
    await message(page).fill("Line 1\nLine 2 ✓");
    await expect(page).toHaveURL(/phone=919876543210/);
    const shared = page.url();
    expect(new URL(shared).searchParams.get("utm_source")).toBe("news");

    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(phone(other)).toHaveValue("919876543210");
    await expect(message(other)).toHaveValue("Line 1\nLine 2 ✓");
  });
});

test.describe("WhatsApp chat button generator", () => {
  const number = (page: Page) => page.getByRole("textbox", { name: "WhatsApp number" });
  const generate = (page: Page) => page.getByRole("button", { name: "Generate code" });
  const code = (page: Page) => page.getByRole("region", { name: "Your code" });
  const preview = (page: Page) =>
    page.frameLocator('iframe[title="Preview of the chat button on a web page"]');

  test("switches between the chat card (a) and the direct button (b), and previews each live", async ({
    page,
  }) => {
    await page.goto("/whatsapp-chat-button-widget");
    await expect(page.getByRole("radio", { name: /Chat card/ })).toBeChecked();
    await page.getByRole("textbox", { name: "Greeting in the chat card" }).scrollIntoViewIfNeeded();
    await expect(preview(page).getByRole("dialog", { name: "Your business" })).toBeVisible();

    await page.getByRole("textbox", { name: "Display name" }).fill("Pizza Roma");
    await expect(preview(page).getByRole("dialog", { name: "Pizza Roma" })).toBeVisible();

    await page.getByRole("radio", { name: /Direct button/ }).check();
    await expect(page.getByRole("textbox", { name: "Greeting in the chat card" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "Button text", exact: true }).fill("Order on WhatsApp");
    await expect(preview(page).getByRole("link", { name: "Order on WhatsApp" })).toBeVisible();
    await expect(preview(page).getByRole("dialog")).toHaveCount(0);
  });

  test("builds the preview frame only when the preview nears the viewport, not while the page loads", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/whatsapp-chat-button-widget");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("iframe")).toHaveCount(0);

    await page.getByRole("heading", { name: "Live preview" }).scrollIntoViewIfNeeded();
    await expect(preview(page).getByRole("dialog", { name: "Your business" })).toBeVisible();
  });

  test("a number outside 10 to 13 digits turns the field red and blocks the code", async ({ page }) => {
    await page.goto("/whatsapp-chat-button-widget");
    await number(page).fill("123456789");
    await expect(number(page)).toHaveAttribute("aria-invalid", "true");
    const ring = await number(page).evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).toMatch(/rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/); // red
    await expect(page.getByText("Enter 10 to 13 digits, starting with the country code")).toBeVisible();
    await generate(page).click();
    await expect(code(page)).toHaveCount(0);
    await expect(number(page)).toBeFocused();

    await number(page).fill("1234567890123");
    await expect(number(page)).not.toHaveAttribute("aria-invalid");
    await generate(page).click();
    await expect(code(page)).toBeInViewport();
    await expect(code(page)).toContainText('"mobileNumber":"1234567890123"');
  });

  test("warns, without blocking, when a text colour is hard to read on its background", async ({ page }) => {
    await page.goto("/whatsapp-chat-button-widget");
    const warning = page.getByText("Hard to read: 2:1 against its background. Aim for at least 4.5:1.");
    await expect(warning).toHaveCount(0);
    await page.getByLabel("Button text colour").fill("#ffffff");
    await expect(warning).toBeVisible();
    await expect(preview(page).getByRole("button", { name: "Chat on WhatsApp" })).toHaveCSS(
      "color",
      "rgb(255, 255, 255)",
    );
    await number(page).fill("919876543210");
    await generate(page).click();
    await expect(code(page)).toContainText('"buttonTextColor":"#FFFFFF"');
  });

  test("any edit clears the generated code", async ({ page }) => {
    await page.goto("/whatsapp-chat-button-widget");
    await number(page).fill("919876543210");
    await generate(page).click();
    await expect(code(page)).toBeVisible();
    await page.getByRole("textbox", { name: "Button text", exact: true }).fill("Talk to us");
    await expect(code(page)).toHaveCount(0);
    await generate(page).click();
    await expect(code(page)).toContainText('"buttonText":"Talk to us"');
    await page.getByRole("radio", { name: /Direct button/ }).check();
    await expect(code(page)).toHaveCount(0);
  });

  test("Copy code copies the snippet and shows 'Copied!' for 2 seconds", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/whatsapp-chat-button-widget");
    await number(page).fill("919876543210");
    await generate(page).click();
    await code(page).getByRole("button", { name: "Copy code" }).click();
    await expect(code(page).getByRole("button", { name: "Copied!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      /^<!-- Orbitalk WhatsApp chat button -->\n<script async src="http:\/\/localhost:\d+\/widget\/v1\/chat-button\.js"/,
    );
    await page.clock.runFor(1_990);
    await expect(code(page).getByRole("button", { name: "Copied!" })).toBeVisible();
    await page.clock.runFor(10);
    await expect(code(page).getByRole("button", { name: "Copy code" })).toBeVisible();
  });

  test("the settings live in the address, so a design can be shared and reopened", async ({ page }) => {
    await page.goto("/whatsapp-chat-button-widget");
    await page.getByRole("radio", { name: /Direct button/ }).check();
    await number(page).fill("5511987654321");
    await page.getByRole("textbox", { name: "Button text", exact: true }).fill("Fale conosco");
    await page.getByRole("combobox", { name: "Language of the button's own texts" }).selectOption("pt");
    await expect(page).toHaveURL(/template=b/);
    await expect(page).toHaveURL(/widgetLang=pt/);

    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByRole("radio", { name: /Direct button/ })).toBeChecked();
    await expect(number(other)).toHaveValue("5511987654321");
    await expect(other.getByRole("textbox", { name: "Button text", exact: true })).toHaveValue(
      "Fale conosco",
    );
    await expect(other.getByRole("combobox", { name: "Language of the button's own texts" })).toHaveValue(
      "pt",
    );
  });

  test("Spanish and Portuguese pages preset the widget's language", async ({ openPage }) => {
    for (const [locale, lang] of [
      ["es", "es"],
      ["pt", "pt"],
      ["it", "en"],
    ] as const) {
      const page = await openPage({ locale });
      await page.goto(`/${locale}/whatsapp-chat-button-widget`);
      await expect(page.locator("#widgetCode select")).toHaveValue(lang);
      await page.close();
    }
  });
});
