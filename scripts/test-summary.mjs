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

/** One line per step, then the totals. */
export function summaryLines(results) {
  const total = { passed: 0, flaky: 0, failed: 0 };
  const lines = results.map((r) => {
    for (const key of Object.keys(total)) total[key] += r[key];
    const mark = r.failed ? "✗" : r.flaky ? "~" : "✓";
    return `${mark} ${r.name}: ${r.passed} passed, ${r.flaky} flaky, ${r.failed} failed`;
  });
  return { lines, total, last: `${total.passed} passed, ${total.flaky} flaky, ${total.failed} failed` };
}
