// `npm test`: every check in one run — typecheck, lint, format, unit tests, production build,
// HTML validation and browser tests — ending with one line `N passed, N flaky, N failed`.
// Checks (typecheck, lint, format, build) count as one each; unit and browser tests count per test;
// HTML validation counts per page; a browser test that passed only on retry counts as flaky.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { e2eTagSettings } from "./e2e-tags.mjs";
import { ensureSystemDeps } from "./system-deps.mjs";
import { startPostgres } from "./postgres.mjs";
import {
  playwrightProblems,
  playwrightReport,
  runCounts,
  summaryLines,
  vitestFailures,
} from "./test-summary.mjs";

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
  results.push({ name, passed, flaky: 0, failed });
}

function recordRun(name, ok, report, problems = []) {
  results.push({ name, ...runCounts(ok, report), problems });
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
  const counts = report && { passed: report.numPassedTests, failed: report.numFailedTests };
  recordRun(name, ok, counts, vitestFailures(report));
}

// The lead store's tests run on PGlite and again on a throwaway PostgreSQL on loopback.
ensureSystemDeps(["postgresql"]);
const postgres = startPostgres();
process.on("exit", () => postgres.stop());
const onPostgres = { TEST_DATABASE_URL: postgres.url };

vitest("unit tests", []);
vitest("unit tests (lead store on PostgreSQL)", ["src/server"], onPostgres);

// Built with every third-party tag configured, on the fake tag host of the browser tests.
const built = run("build", "node", ["scripts/build.mjs"], e2eTagSettings);
record("build", built ? 1 : 0, built ? 0 : 1);
if (built) {
  const htmlReport = freshReport(`${ART}/html.json`);
  const htmlOk = run("html validation", "node", ["scripts/validate-html.mjs"]);
  recordRun("html validation", htmlOk, readJson(htmlReport));

  vitest("lead pipeline on live servers (PGlite)", ["-c", "vitest.leads.config.mts", "tests/leads"]);
  vitest(
    "lead pipeline on live servers (PostgreSQL)",
    ["-c", "vitest.leads.config.mts", "tests/leads"],
    onPostgres,
  );
  // With the build's settings: `npm start` rebuilds when they differ, and these tests start it.
  // One of them also drives a browser (a configured third-party chat).
  ensureSystemDeps(["chromium"]);
  vitest(
    "production dependencies only",
    ["-c", "vitest.leads.config.mts", "tests/production"],
    e2eTagSettings,
  );

  const e2eOk = run("browser tests", "npx", ["playwright", "test"], {
    PW_JSON_OUTPUT: freshReport(`${ART}/playwright.json`),
  });
  const report = readJson(`${ART}/playwright.json`);
  recordRun("browser tests", e2eOk, playwrightReport(report?.stats), playwrightProblems(report));
} else {
  record("lead pipeline (skipped: no build)", 0, 1);
  record("html validation (skipped: no build)", 0, 1);
  record("browser tests (skipped: no build)", 0, 1);
}

const summary = summaryLines(results);
console.log(["\n=== summary", ...summary.lines, summary.last].join("\n"));
process.exit(summary.total.failed ? 1 : 0);
