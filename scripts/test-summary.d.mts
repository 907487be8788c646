export interface Counts {
  passed: number;
  flaky: number;
  failed: number;
}
export function runCounts(ok: boolean, report: Partial<Counts> | undefined): Counts;
export function playwrightReport(
  stats: { expected: number; flaky: number; unexpected: number } | undefined,
): Counts | undefined;
/** Vitest's JSON report, the parts read here. */
export interface VitestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}
export function vitestFailures(report: VitestReport | undefined): string[];
/** Playwright's JSON report, the parts read here. */
export interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests?: { status: string; results?: { error?: { message?: string } }[] }[] }[];
}
export function playwrightProblems(report: { suites?: PlaywrightSuite[] } | undefined): string[];
export function summaryLines(results: (Counts & { name: string; problems?: string[] })[]): {
  lines: string[];
  total: Counts;
  last: string;
};
