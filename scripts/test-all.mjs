// `npm test`: every check in one run — typecheck, lint, format, unit tests, production build,
// HTML validation and browser tests — ending with one line `N passed, N failed`.
// Checks (typecheck, lint, format, build) count as one each; unit and browser tests count per test;
// HTML validation counts per page.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureSystemDeps } from "./system-deps.mjs";
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

const unitOk = run("unit tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${ART}/vitest.json`,
]);
const unit = readJson(`${ART}/vitest.json`);
record("unit tests", unit?.numPassedTests ?? 0, unit ? unit.numFailedTests : unitOk ? 0 : 1);

const built = check("build", "npx", ["next", "build"]);
if (built) {
  markBuilt();
  const htmlOk = run("html validation", "node", ["scripts/validate-html.mjs"]);
  const html = readJson(`${ART}/html.json`);
  record("html validation", html?.passed ?? 0, html ? html.failed : htmlOk ? 0 : 1);

  ensureSystemDeps(["chromium"]);
  const e2eOk = run("browser tests", "npx", ["playwright", "test"], {
    PW_JSON_OUTPUT: `${ART}/playwright.json`,
  });
  const stats = readJson(`${ART}/playwright.json`)?.stats;
  record(
    "browser tests",
    (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    stats ? stats.unexpected : e2eOk ? 0 : 1,
  );
} else {
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
