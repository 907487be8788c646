import type { Browser } from "@playwright/test";

export interface Timings {
  fcp: number;
  lcp: number;
  tti: number;
}
export const PROFILE: {
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  cpuSlowdown: number;
};
export function measureOnce(
  browser: Browser,
  url: string,
  locale?: string,
  profile?: typeof PROFILE,
): Promise<Timings>;
export function browserTimings(
  browser: Browser,
  targets: { url: string; locale?: string }[],
  runs?: number,
): Promise<Timings[]>;
