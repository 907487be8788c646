// The `test` and `expect` every spec uses. The site's pages request their scripts only after the
// first paint (scripts/paint-first.mjs), and on loopback the `load` event that ends `page.goto`
// often comes before that: a test acting at once would click a page that is not yet hydrated, or
// run a fake clock before the timers it means to run exist. So every page a test opens, in any
// context, waits after `goto` and `reload` onto a page of the site until the document is marked
// hydrated (LinkRouter sets `data-hydrated` on <html>).
import { test as base, type BrowserContext, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";

const siteOrigin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const patched = new WeakSet<Page>();

function waitForHydrationAfterNavigation(page: Page) {
  if (patched.has(page)) return page;
  patched.add(page);
  for (const name of ["goto", "reload"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    page[name] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      const isSitePage =
        response?.ok() &&
        new URL(response.url()).origin === siteOrigin &&
        response.headers()["content-type"]?.startsWith("text/html");
      if (isSitePage) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    }) as never;
  }
  return page;
}

function watchContext(context: BrowserContext) {
  context.pages().forEach(waitForHydrationAfterNavigation);
  context.on("page", waitForHydrationAfterNavigation);
  return context;
}

export const test = base.extend<object, { hydrationWaitInNewContexts: void }>({
  context: async ({ context }, provide) => provide(watchContext(context)),
  page: async ({ page }, provide) => provide(waitForHydrationAfterNavigation(page)),
  hydrationWaitInNewContexts: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (...args) => watchContext(await newContext(...args));
      browser.newPage = async (...args) => waitForHydrationAfterNavigation(await newPage(...args));
      await provide();
    },
    { scope: "worker", auto: true },
  ],
});
