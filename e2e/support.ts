import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { defaultLocale, localizePath, locales, type Locale } from "../src/i18n/routing";
import { legacyRedirects } from "../src/site/redirects";
import { routes } from "../src/site/routes";

export { defaultLocale, localizePath, locales, routes };
export type { Locale };

/** Every registry route in every locale it offers. */
export const routeLocales = routes.flatMap((route) => route.locales.map((locale) => ({ route, locale })));

/** Collects console errors and page errors for a test to assert on. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/**
 * Scrolls through the page as a visitor would, so sections that render only near the viewport
 * (`content-visibility: auto`) are laid out at their real size, then returns to the top.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
}

/**
 * Axe finds nothing serious or critical. A scan takes seconds on two cores, longer on a long page
 * or a loaded machine, so a test that scans gets Playwright's slow allowance.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  test.slow();
  await scrollThrough(page);
  // Violations only: collecting every passing node too makes a scan half again as long. Legacy mode
  // runs axe in the page itself: the default gathers the results in a new blank page, a new renderer
  // that made each scan two to three times as long (1.5 s against 4.5 s on the home page here). What
  // legacy mode leaves out, frames of another origin, the site has none of its own.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** localStorage / sessionStorage value once the page shell has run (it runs after hydration). */
export function stored(page: Page, key: string, area: "localStorage" | "sessionStorage" = "localStorage") {
  return expect.poll(() => page.evaluate(([k, a]) => window[a as "localStorage"].getItem(k!), [key, area]));
}

/** Cookies by name, as the browser holds them. */
export async function cookieMap(page: Page) {
  return Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]));
}

/** Freezes the page clock at a fixed instant: timers then run only with `page.clock.runFor`. */
export async function freezeClock(page: Page, at = new Date("2026-06-01T09:00:00Z")) {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1000));
}

/**
 * Runs the frozen clock in 10 ms steps until `locator` shows `text`: for what starts once the page
 * has hydrated and loaded, which the clock cannot know.
 */
export async function runClockUntilText(page: Page, locator: Locator, text: string) {
  await expect
    .poll(async () => {
      const shown = await locator.textContent();
      // The clock moves on only while the text is missing, so callers time from its appearance
      // (at most one 10 ms step late: the text can appear between the read and the step).
      if (!shown?.includes(text)) await page.clock.runFor(10);
      return shown;
    })
    .toContain(text);
}

/** A GET whose request line carries `path` byte for byte (no URL resolution on the client side). */
export function rawGet(path: string, headers: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT ?? 3100);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = httpRequest({ host: "localhost", port, path, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

const localePrefix = new RegExp(`^/(${locales.filter((l) => l !== defaultLocale).join("|")})(?=/|$)`);
const knownPaths = new Set<string>([
  ...routes.map((r) => r.path),
  ...legacyRedirects.map((r) => r.source),
  // Files the site serves besides its pages (the security page links the first, the blog the second).
  "/.well-known/security.txt",
  "/blog/rss.xml",
]);

/**
 * Every link of the page goes to a registry route, a route the registry lists as not built yet, a
 * documented redirect, a file the site serves, an element of the page itself (`#id`) or an absolute external address —
 * never `#` alone or an unknown path.
 */
export async function expectKnownLinks(page: Page) {
  const links = await page.locator("a[href]").evaluateAll((anchors) =>
    anchors.map((a) => {
      const href = a.getAttribute("href")!;
      return { href, inPage: href.startsWith("#") && document.getElementById(href.slice(1)) !== null };
    }),
  );
  expect(unknownHrefs(links)).toEqual([]);
}

/** The same rule on a parsed document, for a page read over HTTP. */
export function unknownLinks(doc: Document): string[] {
  return unknownHrefs(
    [...doc.querySelectorAll("a[href]")].map((a) => {
      const href = a.getAttribute("href")!;
      return { href, inPage: href.startsWith("#") && doc.getElementById(href.slice(1)) !== null };
    }),
  );
}

function unknownHrefs(links: { href: string; inPage: boolean }[]): string[] {
  return links.flatMap(({ href, inPage }) => {
    if (/^(https?:|mailto:|tel:)/.test(href)) return [];
    if (href.startsWith("#")) return inPage ? [] : [href];
    const [path = ""] = href.split(/[?#]/);
    const unprefixed = path.replace(localePrefix, "") || "/";
    return knownPaths.has(unprefixed) ? [] : [href];
  });
}

/**
 * Sets the viewport and waits until the page has taken the new width: right after a resize, a
 * loaded machine can still report boxes of the old width.
 */
export async function resizeTo(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => document.documentElement.clientWidth === w, width);
}

/**
 * Everything a visitor reads fits a 320 px and a 375 px screen: no box reaches past the viewport's
 * edges and no text runs out of its own box, in every live page and locale. Regions that scroll
 * sideways (tab rows, carousels, the logo marquee) and pictures (mock-ups, decorative drawings)
 * move or clip by design, so they are skipped.
 */
export function overflowing(): string[] {
  const vw = document.documentElement.clientWidth;
  const picture = '[aria-hidden="true"], [role="img"], svg, .sr-only';
  // Carousels, the logo marquee and sideways-scrolling tab rows clip or scroll inside their
  // section by design; a section that clips (a hero hiding its orbit) does not excuse its content.
  // Answers are kept per element: each ancestor's style is read once, not once per descendant.
  const clips = new Map<Element, boolean>();
  const clipsInsideSection = (el: Element): boolean => {
    const p = el.parentElement;
    if (!p || p.tagName === "SECTION" || p === document.body) return false;
    let answer = clips.get(p);
    if (answer === undefined) {
      answer = getComputedStyle(p).overflowX !== "visible" || clipsInsideSection(p);
      clips.set(p, answer);
    }
    return answer;
  };
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  const found: string[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    if (el.closest(picture) || clipsInsideSection(el)) continue;
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden" || style.position === "fixed") continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > vw + 1 || box.left < -1)
      found.push(`${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)}`);
    // Text wider than its own box: a long word or number that does not wrap.
    if (style.textOverflow === "ellipsis" || /^(TEXTAREA|SELECT|OPTION)$/.test(el.tagName)) continue;
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.right > box.right + 1 || text.left < box.left - 1)
        found.push(`${name(el)} text ${Math.round(text.width)} px in a ${Math.round(box.width)} px box`);
    }
  }
  return found;
}

/** The addresses of every target a browser has open, its own WebUI included (an empty filter entry matches all). */
export async function browserTargetUrls(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets", { filter: [{}] });
  return targetInfos.map((target) => target.url);
}
