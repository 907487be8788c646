// The counting rules of `npm test`'s summary, whose last line is `N passed, N flaky, N failed`.

/**
 * A runner's counts from its report. A test that failed and then passed on retry is flaky, never a
 * pass. A runner that exits non-zero without reporting a failure (it could not start, say a port
 * was taken) counts one failure.
 */
export function runCounts(ok, report) {
  const failed = report?.failed ?? 0;
  return { passed: report?.passed ?? 0, flaky: report?.flaky ?? 0, failed: ok || failed ? failed : 1 };
}

/**
 * Playwright's JSON report `stats`: `expected` passed at once, `flaky` passed on a retry (CI retries
 * once). Unit tests are never retried, so they have no flaky count.
 */
export const playwrightReport = (stats) =>
  stats && { passed: stats.expected, flaky: stats.flaky, failed: stats.unexpected };

/** The first line of a failure message without colour codes, short enough for a summary. */
const firstLine = (message = "") =>
  message
    .replace(/\u001b\[[\d;]*m/g, "")
    .trim()
    .split("\n")[0]
    .slice(0, 200);

/**
 * The tests a Vitest JSON report failed, as "file > test: first line of the error". A file that
 * failed to load has no tests, only its message.
 */
export function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, "");
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    if (!failed.length && file.status === "failed") return [`${where}: ${firstLine(file.message)}`];
    return failed.map((t) => `${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  });
}

/** The browser tests a Playwright JSON report failed or passed only on retry, with their title path. */
export function playwrightProblems(report) {
  const problems = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((r) => r.error)?.error?.message;
        const name = [...titles, spec.title].filter(Boolean).join(" > ");
        problems.push(`${test.status === "flaky" ? "flaky" : "failed"}: ${name}: ${firstLine(error)}`);
      }
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return problems;
}

/** One line per step, each failure named below it, then the totals. */
export function summaryLines(results) {
  const total = { passed: 0, flaky: 0, failed: 0 };
  const lines = results.flatMap((r) => {
    for (const key of Object.keys(total)) total[key] += r[key];
    const mark = r.failed ? "✗" : r.flaky ? "~" : "✓";
    const line = `${mark} ${r.name}: ${r.passed} passed, ${r.flaky} flaky, ${r.failed} failed`;
    return [line, ...(r.problems ?? []).map((p) => `    ${p}`)];
  });
  return { lines, total, last: `${total.passed} passed, ${total.flaky} flaky, ${total.failed} failed` };
}
