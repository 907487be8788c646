// The `test` and `expect` every spec uses. React hydrates a page in slices, so the `load` event that
// ends `page.goto` can come before the page has hydrated: a test acting at once would click a menu
// that does not open yet, or run a fake clock before the timers it means to run exist. So `goto`
// and `reload` onto a page of the site wait until <html data-hydrated> (HydrationMark) is set, on
// the test's `page`, on pages opened in its `context`, and on pages from `openPage`.
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from "@playwright/test";

import { consentCookie as siteConsentCookie } from "./consent-cookie";
import { watchConsole } from "./support";

export { expect } from "@playwright/test";

/** The site under test (playwright.config.ts `baseURL`). */
export const siteUrl = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

const waiting = new WeakSet<Page>();

function waitsForHydration(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  for (const name of ["goto", "reload"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    page[name] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      const isSitePage =
        response?.ok() &&
        new URL(response.url()).origin === siteUrl &&
        response.headers()["content-type"]?.startsWith("text/html");
      if (isSitePage) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    }) as never;
  }
  return page;
}

function pagesWaitForHydration(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitsForHydration);
  context.on("page", waitsForHydration);
  return context;
}

/** The consent cookie on the site under test (e2e/consent-cookie.ts). */
export function consentCookie(categories?: string[]) {
  return siteConsentCookie(siteUrl, categories);
}

/** A context whose visitor has already chosen, when the test says so. */
async function withChoice(context: BrowserContext, chosen: boolean) {
  if (chosen) await context.addCookies([consentCookie()]);
  return pagesWaitForHydration(context);
}

/** A new browser context (a language, a viewport…) whose visitor has chosen, when `chosen` says so. */
async function newVisitorContext(browser: Browser, options?: BrowserContextOptions, chosen = true) {
  return withChoice(await browser.newContext(options), chosen);
}

/** A page kept for a worker's tests in one language, and every console and page error it logged. */
export interface ReaderPage {
  page: Page;
  errors: string[];
}

export const test = base.extend<
  {
    /** A page in a browser context of its own (a language, a viewport, cookies…), closed after the test. */
    openPage(options?: BrowserContextOptions): Promise<Page>;
    /** Whether the visitor has already made a cookie choice (necessary only); consent tests say no. */
    consentChosen: boolean;
  },
  {
    /**
     * For tests that only read pages (go to a path, look, change nothing but the viewport): one page
     * per language and worker, kept across tests. A new browser context starts a new renderer,
     * which on a slow machine costs more than the reading (8 cold loads: 20 s in new contexts, 7-8 s
     * in one page). The visitor has chosen their cookies, speaks the language and prefers reduced
     * motion, so every animated part shows in full and still. A failed test ends its worker, and
     * the pages with it.
     */
    readerPage(locale: string): Promise<ReaderPage>;
  }
>({
  consentChosen: [true, { option: true }],
  context: async ({ context, consentChosen }, provide) => {
    await provide(await withChoice(context, consentChosen));
  },
  page: async ({ page }, provide) => provide(waitsForHydration(page)),
  openPage: async ({ browser, consentChosen }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (options) => {
      const context = await newVisitorContext(browser, options, consentChosen);
      opened.push(context);
      return context.newPage();
    });
    // Left open, their pages would keep timers running and slow every later test in the worker.
    await Promise.all(opened.map((context) => context.close()));
  },
  readerPage: [
    async ({ browser }, provide) => {
      const pages = new Map<string, ReaderPage>();
      await provide(async (locale) => {
        let reader = pages.get(locale);
        if (!reader) {
          const context = await newVisitorContext(browser, { locale, reducedMotion: "reduce" });
          const page = await context.newPage();
          reader = { page, errors: watchConsole(page) };
          pages.set(locale, reader);
        }
        return reader;
      });
      await Promise.all([...pages.values()].map(({ page }) => page.context().close()));
    },
    { scope: "worker" },
  ],
});

/**
 * For specs whose tests read a page and click within it, changing nothing a later test could see:
 * their `page` is the worker's warm English page (`readerPage`), at the test's viewport. Pages a
 * test opened from it (a link to a new tab) are closed after the test. It also skips the reset of
 * the reused context (playwright.config.ts), which empties the cache: the 77 such tests took 287
 * worker-seconds this way and 401 with the reset.
 */
export const readingTest = test.extend({
  page: async ({ readerPage, viewport }, provide) => {
    const { page } = await readerPage("en-US");
    if (viewport) await page.setViewportSize(viewport);
    await provide(page);
    await Promise.all(
      page
        .context()
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
  },
});
