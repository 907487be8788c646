import type { LaunchedChrome } from "chrome-launcher";
export declare const OMNIBOX_POPUP_FEATURES: string[];
export function benchChromeFlags(defaults?: string[]): string[];
export function launchBenchChrome(): Promise<LaunchedChrome>;
