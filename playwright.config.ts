import { defineConfig, devices } from "@playwright/test";
import { chromePath, playwrightFlags } from "./scripts/chromium.mjs";
import { tagsPort } from "./scripts/e2e-tags.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The fake CRM the site delivers leads to during browser tests (see e2e/lead-forms.spec.ts). */
export const crmPort = Number(process.env.E2E_CRM_PORT ?? 3199);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.PW_JSON_OUTPUT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]]
    : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "en-US",
    // Recording a trace costs every test about a tenth of its time; CI records the retry's only.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // One browser context per worker, reset between tests (cookies, storage, cache, routes, init
    // scripts, clock, other pages), instead of a new one per test: a new page starts a new renderer,
    // about 2 s a test on a busy slow machine (header and tools: 384 → 298 worker-seconds). Tests
    // that need another context (a language, a first visit) open their own with `openPage`.
    reuseContext: true,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: chromePath, args: playwrightFlags },
      },
    },
  ],
  webServer: [
    {
      // The third-party tag host the browser-test build points its tags at (e2e/tags.spec.ts).
      command: `node scripts/fake-tags.mjs ${tagsPort}`,
      url: `http://127.0.0.1:${tagsPort}/health`,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    },
    {
      command: `node scripts/fake-crm.mjs ${crmPort}`,
      port: crmPort,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    },
    {
      // The production server of `npm start`, with its own throwaway lead store.
      command: `rm -rf .e2e-data && node scripts/serve.mjs`,
      url: `http://localhost:${port}/robots.txt`,
      // Reusing a server is opt-in: a stale one from an older build would test the wrong code.
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
      timeout: 60_000,
      // The deployment's edge sets this header; tests play the edge (see e2e/header.spec.ts).
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: ".e2e-data",
        LOCATION_COUNTRY_HEADER: "x-test-country",
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${crmPort}/lead`,
        LEADS_POLL_MS: "200",
        // Browser tests send many leads from one address.
        LEADS_RATE_LIMIT: "1000",
      },
    },
  ],
});
