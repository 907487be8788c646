import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, expect, it } from "vitest";
import agentsEn from "../../messages/en/agents.json";
import { ALL_GROUPS, consentCookie } from "../../e2e/consent-cookie";
import { chromeFlags, chromePath } from "../../scripts/chromium.mjs";
import { agents } from "../../src/data/agents";
import { chatAgentName } from "../../src/features/chat/plugin-args";
import { freePort } from "../leads/support";
import { copyProject, startSite } from "./support";

// One rebuild serves two checks: `npm start` rebuilds when a build-time setting changes, and a
// configured third-party chat (SPEC §4 'Cookie consent', §5 'Agent start') loads in a real browser,
// from the fake tag host (scripts/fake-tags.mjs), through the CSP the new settings open.
const dir = copyProject();
const phone = "+91 22 6100 4242";
const supportAppId = "support_app-0001";
const agentAppId = "agent_app-0002";
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

beforeAll(async () => {
  const tagsPort = await freePort();
  const tags = spawn(process.execPath, ["scripts/fake-tags.mjs", String(tagsPort)], { stdio: "ignore" });
  afterAll(() => void tags.kill());

  // The build needs the dev dependencies: hard links to this project's, or a copy on another disk.
  const link = spawnSync("cp", ["-al", "node_modules", path.join(dir, "node_modules")]);
  if (link.status !== 0) expect(spawnSync("cp", ["-a", "node_modules", dir]).status).toBe(0);
  site = await startSite(
    dir,
    {
      PHONE_SALES_INDIA: phone,
      CHAT_SCRIPT_URL: `http://127.0.0.1:${tagsPort}/chat/plugin.js`,
      CHAT_APP_ID: supportAppId,
      CHAT_AGENT_APP_ID: agentAppId,
    },
    240_000,
  );
  afterAll(() => site.stop());
  browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  afterAll(() => browser.close());
}, 300_000);

it("rebuilds when a build-time setting changes, and serves the new value", async () => {
  expect(site.log()).toMatch(/Building the production site/);
  const contact = await (await fetch(`${site.url}/contact-us`)).text();
  expect(contact).toContain(phone);
  expect(contact).toContain('href="tel:+912261004242"');
});

/** A visitor who accepted every cookie, on `route`, with the page clock frozen at load. */
async function visit(route: string): Promise<Page> {
  const context = await browser.newContext({ locale: "en-US" });
  await context.addCookies([consentCookie(site.url, ALL_GROUPS)]);
  const page = await context.newPage();
  const at = new Date("2026-06-01T09:00:00Z");
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1000));
  await page.goto(`${site.url}${route}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

const chatScript = (page: Page) => page.locator("script[data-chat]");
const chatCalls = (page: Page) => page.evaluate(() => (window as { chatCalls?: unknown[][] }).chatCalls);
const now = (page: Page) => page.evaluate(() => Date.now());

/**
 * How long after load (page clock) the chat's script arrived. The clock moves in 10 ms steps, as
 * the check's result reaches the page through React in real time, between steps.
 */
async function chatArrival(page: Page): Promise<number> {
  const loaded = await now(page);
  while ((await chatScript(page).count()) === 0 && (await now(page)) - loaded < 3000)
    await page.clock.runFor(10);
  return (await now(page)) - loaded;
}

it("loads the configured chat with the support app id once checked, 1 s after load", async () => {
  const page = await visit("/");
  const arrival = await chatArrival(page);
  expect(arrival).toBeGreaterThanOrEqual(1000);
  expect(arrival).toBeLessThan(1200);
  expect(await chatScript(page).getAttribute("data-app-id")).toBe(supportAppId);
  await expect.poll(() => chatCalls(page)).toEqual([["load", supportAppId]]);
  await page.context().close();
});

it("on the use cases, loads it with the agent app id 200 ms after the check, and starts the clicked agent in it", async () => {
  const page = await visit("/ai-agent-use-cases");
  const arrival = await chatArrival(page);
  expect(arrival).toBeGreaterThanOrEqual(1200);
  expect(arrival).toBeLessThan(1400);
  expect(await chatScript(page).getAttribute("data-app-id")).toBe(agentAppId);
  await expect.poll(() => chatCalls(page)).toEqual([["load", agentAppId]]);

  const agent = agents[0]!;
  await page
    .locator(`#agent-${agent.id}`)
    .getByRole("button", { name: /Try this agent/ })
    .click();
  await page.clock.runFor(1990);
  expect(await chatCalls(page)).toHaveLength(1);
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return chatCalls(page);
    })
    .toEqual([
      ["load", agentAppId],
      ["setUserId", expect.stringMatching(/^[0-9A-F]{14}$/), chatAgentName(name(agent.id)), page.url(), []],
      ["maximizeChat"],
    ]);
  await page.context().close();
});

const name = (id: string) => agentsEn.items[id as keyof typeof agentsEn.items].name;
