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
