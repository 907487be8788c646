export interface Counts {
  passed: number;
  flaky: number;
  failed: number;
}
export function runCounts(ok: boolean, report: Partial<Counts> | undefined): Counts;
export function playwrightReport(
  stats: { expected: number; flaky: number; unexpected: number } | undefined,
): Counts | undefined;
export function summaryLines(results: (Counts & { name: string })[]): {
  lines: string[];
  total: Counts;
  last: string;
};
