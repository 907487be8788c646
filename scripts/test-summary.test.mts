import { expect, it } from "vitest";
import {
  playwrightProblems,
  playwrightReport,
  runCounts,
  summaryLines,
  vitestFailures,
} from "./test-summary.mjs";

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

it("names each failed unit test, and a file that failed to load, below its step", () => {
  const report = {
    testResults: [
      {
        name: `${process.cwd()}/src/a.test.ts`,
        status: "failed",
        assertionResults: [
          { fullName: "a works", status: "passed", failureMessages: [] },
          {
            fullName: "a fails",
            status: "failed",
            failureMessages: ["AssertionError: expected 1 to be 2\n  at …"],
          },
        ],
      },
      {
        name: `${process.cwd()}/src/b.test.ts`,
        status: "failed",
        message: "Cannot find module './c'",
        assertionResults: [],
      },
    ],
  };
  expect(vitestFailures(report)).toEqual([
    "src/a.test.ts > a fails: AssertionError: expected 1 to be 2",
    "src/b.test.ts: Cannot find module './c'",
  ]);
  const { lines } = summaryLines([
    { name: "unit tests", passed: 1, flaky: 0, failed: 2, problems: vitestFailures(report) },
  ]);
  expect(lines).toEqual([
    "✗ unit tests: 1 passed, 0 flaky, 2 failed",
    "    src/a.test.ts > a fails: AssertionError: expected 1 to be 2",
    "    src/b.test.ts: Cannot find module './c'",
  ]);
});

it("names the browser tests that failed or passed only on retry, with their describe titles", () => {
  const report = {
    suites: [
      {
        title: "tools.spec.ts",
        specs: [{ title: "top level", tests: [{ status: "expected", results: [{}] }] }],
        suites: [
          {
            title: "QR",
            specs: [
              {
                title: "copies",
                tests: [{ status: "flaky", results: [{ error: { message: "Timeout 5000ms\nmore" } }, {}] }],
              },
              {
                title: "downloads",
                tests: [
                  {
                    status: "unexpected",
                    results: [{ error: { message: "\u001b[31mexpected PNG\u001b[39m" } }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  expect(playwrightProblems(report)).toEqual([
    "flaky: tools.spec.ts > QR > copies: Timeout 5000ms",
    "failed: tools.spec.ts > QR > downloads: expected PNG",
  ]);
});
