// `npm test`: every check in one run — typecheck, lint, format, unit tests, production build,
// HTML validation and browser tests — ending with one line `N passed, N failed`.
// Checks (typecheck, lint, format, build) count as one each; unit and browser tests count per test;
// HTML validation counts per page.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureSystemDeps } from "./system-deps.mjs";
import { startPostgres } from "./postgres.mjs";
import { markBuilt } from "./source-stamp.mjs";

const ART = ".ci-artifacts";
rmSync(ART, { recursive: true, force: true });
mkdirSync(ART, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };
const results = [];

function run(name, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  console.log(
    `=== ${name}: ${status === 0 ? "ok" : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return status === 0;
}

function record(name, passed, failed) {
  results.push({ name, passed, failed });
}

/**
 * Counts from a runner's report. A runner that exits non-zero without reporting a failure (it could
 * not start, say a port was taken) counts as one failure, never as a pass.
 */
function recordRun(name, ok, report) {
  const failed = report?.failed ?? 0;
  record(name, report?.passed ?? 0, ok || failed ? failed : 1);
}

/** A report file from this run only: an earlier run's file must not be read as this run's. */
function freshReport(file) {
  rmSync(file, { force: true });
  return file;
}

function check(name, command, args) {
  const ok = run(name, command, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

check("typecheck", "npm", ["run", "-s", "typecheck"]);
check("lint", "npm", ["run", "-s", "lint"]);
check("format", "npm", ["run", "-s", "format:check"]);

/** A Vitest run counted per test. */
function vitest(name, args, extraEnv = {}) {
  const out = freshReport(`${ART}/vitest-${name.replace(/\W+/g, "-")}.json`);
  const ok = run(
    name,
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile=${out}`],
    extraEnv,
  );
  const report = readJson(out);
  recordRun(name, ok, report && { passed: report.numPassedTests, failed: report.numFailedTests });
}

// The lead store's tests run on PGlite and again on a throwaway PostgreSQL on loopback.
ensureSystemDeps(["postgresql"]);
const postgres = startPostgres();
process.on("exit", () => postgres.stop());
const onPostgres = { TEST_DATABASE_URL: postgres.url };

vitest("unit tests", []);
vitest("unit tests (lead store on PostgreSQL)", ["src/server"], onPostgres);

const built = check("build", "node", ["scripts/build.mjs"]);
if (built) {
  markBuilt();
  const htmlReport = freshReport(`${ART}/html.json`);
  const htmlOk = run("html validation", "node", ["scripts/validate-html.mjs"]);
  recordRun("html validation", htmlOk, readJson(htmlReport));

  vitest("lead pipeline on live servers (PGlite)", ["-c", "vitest.leads.config.mts"]);
  vitest("lead pipeline on live servers (PostgreSQL)", ["-c", "vitest.leads.config.mts"], onPostgres);

  ensureSystemDeps(["chromium"]);
  const e2eOk = run("browser tests", "npx", ["playwright", "test"], {
    PW_JSON_OUTPUT: freshReport(`${ART}/playwright.json`),
  });
  const stats = readJson(`${ART}/playwright.json`)?.stats;
  recordRun(
    "browser tests",
    e2eOk,
    stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected },
  );
} else {
  record("lead pipeline (skipped: no build)", 0, 1);
  record("html validation (skipped: no build)", 0, 1);
  record("browser tests (skipped: no build)", 0, 1);
}

console.log("\n=== summary");
for (const r of results)
  console.log(`${r.failed ? "✗" : "✓"} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
