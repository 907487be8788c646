import { expect, it } from "vitest";
import { playwrightReport, runCounts, summaryLines } from "./test-summary.mjs";

it("counts a browser test that passed only on retry as flaky, not passed", () => {
  const counts = runCounts(true, playwrightReport({ expected: 10, flaky: 2, unexpected: 0 }));
  expect(counts).toEqual({ passed: 10, flaky: 2, failed: 0 });
});

it("counts a runner that failed without a report as one failure", () => {
  expect(runCounts(false, undefined)).toEqual({ passed: 0, flaky: 0, failed: 1 });
  expect(runCounts(false, { passed: 3, failed: 2 })).toEqual({ passed: 3, flaky: 0, failed: 2 });
});

it("ends with the totals as `N passed, N flaky, N failed`", () => {
  const { lines, last } = summaryLines([
    { name: "lint", passed: 1, flaky: 0, failed: 0 },
    { name: "browser tests", passed: 700, flaky: 3, failed: 1 },
  ]);
  expect(lines).toEqual([
    "✓ lint: 1 passed, 0 flaky, 0 failed",
    "✗ browser tests: 700 passed, 3 flaky, 1 failed",
  ]);
  expect(last).toBe("701 passed, 3 flaky, 1 failed");
});
