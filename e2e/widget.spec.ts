import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { Page } from "@playwright/test";
import { expect, readingTest as test } from "./fixtures";
import { DEFAULT_COLORS } from "../src/features/widget/settings";
import { widgetSnippet, type WidgetSettings } from "../src/features/widget/snippet";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * A third-party page on another loopback origin (127.0.0.1 on its own port, the site is on
 * localhost): the widget must work on somebody else's page, whose CSS tries to reset everything and
 * which declares no charset (so the browser reads it as windows-1252).
 */
let shop: Server;
let shopHtml = "";
test.beforeAll(async () => {
  shop = createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end(shopHtml));
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
});
test.afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

async function openShop(page: Page, body: string) {
  shopHtml = `<!doctype html><html lang="en"><head><title>A shop</title><style>*{all:unset!important}</style></head><body><h1>A shop</h1>${body}</body></html>`;
  await page.goto(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/`);
}

const templateA: WidgetSettings = {
  template: "a",
  message: "Hello 👋\nI'd like a quote",
  response: "Hi! How can we help?",
  name: "Orbitalk Support",
  status: "Typically replies in minutes",
  profilePic: "",
  whatsappIcon: true,
  buttonText: "Chat with us",
  headerBgColor: "#075E54",
  nameTextColor: "#FFFFFF",
  statusTextColor: "#FFFFFF",
  // The tool's default, which the accessibility scan below holds to.
  buttonTextColor: DEFAULT_COLORS.buttonTextColor,
  buttonBgColor: "#25D366",
  buttonBorderRadius: "24px",
  mobileNumber: "919876543210",
  lang: "es",
};
const waLink = (s: WidgetSettings) => `https://wa.me/${s.mobileNumber}?text=${encodeURIComponent(s.message)}`;

test("template a on a third-party page: button, chat card in Spanish, right WhatsApp link", async ({
  page,
  baseURL,
}) => {
  await openShop(page, widgetSnippet(baseURL!, templateA));
  const button = page.getByRole("button", { name: "Chat with us" });
  await expect(button).toBeVisible();
  await button.click();
  const card = page.getByRole("dialog", { name: "Orbitalk Support" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Hi! How can we help?")).toBeVisible();
  await expect(card.getByRole("link", { name: "Iniciar chat" })).toHaveAttribute("href", waLink(templateA));
  // The tool's preview shows the widget in a sandboxed frame, which axe does not enter: scanned here,
  // in the tool's default colours.
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => document.cookie)).toBe("");
});

test("template b on a third-party page: one button straight to WhatsApp", async ({ page, baseURL }) => {
  const settings: WidgetSettings = {
    template: "b",
    message: "Olá! Quero saber mais",
    whatsappIcon: true,
    buttonText: "Fale conosco",
    BgColor: "#123456",
    buttonTextColor: "#FFFFFF",
    mobileNumber: "5511987654321",
    lang: "pt",
  };
  await openShop(page, widgetSnippet(baseURL!, settings));
  const link = page.getByRole("link", { name: "Fale conosco" });
  await expect(link).toHaveAttribute("href", waLink(settings));
  await expect(link).toHaveCSS("background-color", "rgb(18, 52, 86)");
  await expect(link).toHaveAttribute("target", "_blank");
});

const HOSTILE = [
  "</script><script>window.__canary=1</script>",
  `"><img src=x onerror="window.__canary=1">`,
  "'><svg onload=window.__canary=1>",
  "javascript:window.__canary=1",
  "expression(window.__canary=1)",
  "red;background:url(javascript:window.__canary=1)",
  "\u2028\u2029<!--",
  "<style>*{display:none}</style>",
  '#fff" onmouseover="window.__canary=1',
  "]]><x>",
];
const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.tuple(fc.string(), fc.constantFrom(...HOSTILE), fc.string()).map((parts) => parts.join("")),
);

test("1,000 hostile settings render 1,000 inert widgets with the right links", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const all = fc.sample(
    fc.record({
      text: hostile,
      color: hostile,
      pic: hostile,
      radius: hostile,
      digits: fc.stringMatching(/^\d{10,13}$/),
      template: fc.constantFrom("a", "b"),
    }),
    { numRuns: 1000, seed: 6 },
  );
  const settings: WidgetSettings[] = all.map(({ text, color, pic, radius, digits, template }) =>
    template === "a"
      ? {
          ...templateA,
          message: text,
          response: text,
          name: text,
          status: text,
          profilePic: pic,
          buttonText: text,
          headerBgColor: color,
          nameTextColor: color,
          buttonBgColor: color,
          buttonBorderRadius: radius,
          mobileNumber: digits,
        }
      : {
          template: "b",
          message: text,
          whatsappIcon: false,
          buttonText: text,
          BgColor: color,
          buttonTextColor: color,
          mobileNumber: digits,
          lang: "en",
        },
  );
  for (let batch = 0; batch < 10; batch++) {
    const slice = settings.slice(batch * 100, batch * 100 + 100);
    await openShop(page, slice.map((s) => widgetSnippet(baseURL!, s)).join("\n"));
    await expect(page.locator("[data-orbitalk-widget]")).toHaveCount(100);
    const found = await page.evaluate(() => ({
      canary: (window as { __canary?: unknown }).__canary,
      links: [...document.querySelectorAll("[data-orbitalk-widget]")].map((host) =>
        host.shadowRoot!.querySelector("a")!.getAttribute("href"),
      ),
      outside: document.body.querySelectorAll(":scope > :not(h1, script, [data-orbitalk-widget])").length,
    }));
    expect(found.canary).toBeUndefined();
    expect(found.outside).toBe(0);
    // Async scripts run in arrival order, so the widgets may be appended in any order.
    expect(found.links.sort()).toEqual(slice.map(waLink).sort());
  }
});

test("a widget with a broken number renders nothing and runs nothing", async ({ page, baseURL }) => {
  const broken = { ...templateA, mobileNumber: "91</script><script>window.__canary=1</script>" };
  await openShop(page, widgetSnippet(baseURL!, broken));
  await page.waitForLoadState("load");
  await expect(page.locator("[data-orbitalk-widget]")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __canary?: unknown }).__canary)).toBeUndefined();
});
