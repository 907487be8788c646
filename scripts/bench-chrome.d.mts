import type { LaunchedChrome } from "chrome-launcher";
export function benchChromeFlags(defaults?: string[]): string[];
export function launchBenchChrome(): Promise<LaunchedChrome>;
