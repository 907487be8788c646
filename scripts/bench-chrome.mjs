// Lighthouse's browser: Chromium through chrome-launcher without the browser's own omnibox pop-up
// (chromium.mjs; the real-browser timings use Playwright with playwrightFlags). Every timed run
// opens a window, and on two cores the pop-up ran beside each page the bench timed. With it off:
// real LCP 2300-2520 -> 1476-1612 ms on /, /company and /industry/healthcare, the floor's
// 644 -> 440 ms (median of 7, the same machine and minutes).
import * as chromeLauncher from "chrome-launcher";
import { chromeFlags, chromePath, OMNIBOX_POPUP_FEATURES } from "./chromium.mjs";

/**
 * chrome-launcher's flags with those features added to its own `--disable-features` (Chromium
 * reads one such switch, the last, so a second one would drop the launcher's list), then ours.
 */
export function benchChromeFlags(defaults = chromeLauncher.Launcher.defaultFlags()) {
  const switchName = "--disable-features=";
  const features = OMNIBOX_POPUP_FEATURES.join(",");
  const flags = defaults.map((flag) => (flag.startsWith(switchName) ? `${flag},${features}` : flag));
  if (!flags.some((flag) => flag.startsWith(switchName))) flags.push(`${switchName}${features}`);
  return [...flags, "--headless=new", ...chromeFlags];
}

/** A headless Chromium for the bench; `kill()` it when done. */
export function launchBenchChrome() {
  return chromeLauncher.launch({ chromePath, ignoreDefaultFlags: true, chromeFlags: benchChromeFlags() });
}
