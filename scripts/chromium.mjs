// Debian's Chromium and the flags that keep it off the network (no browser downloads, no background
// connections), shared by the browser tests, the bench and the screenshot tool.
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-extensions",
  "--disable-default-apps",
  "--mute-audio",
];

/**
 * The features behind the omnibox pop-up's WebUI renderer (chrome://omnibox-popup.top-chrome). This
 * Chromium builds that pop-up for every new window, about a second of CPU each time, beside the
 * page the window opened (README, Performance). A visitor's browser built it long before.
 */
export const OMNIBOX_POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

/**
 * The features Playwright disables itself (playwright-core 1.65). Chromium reads one
 * `--disable-features`, the last, so ours has to repeat them; e2e/test-browser.spec.ts checks this
 * list against the switch Playwright passes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** The flags for a browser Playwright launches: ours, and no omnibox pop-up beside each window. */
export const playwrightFlags = [
  ...chromeFlags,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(",")}`,
];
