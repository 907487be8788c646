import { describe, expect, it } from "vitest";
import { benchChromeFlags } from "./bench-chrome.mjs";
import { chromeFlags, OMNIBOX_POPUP_FEATURES } from "./chromium.mjs";

describe("the bench's Chromium flags", () => {
  it("add the omnibox pop-up's features to the launcher's one --disable-features", () => {
    const flags = benchChromeFlags(["--disable-features=Translate,MediaRouter", "--mute-audio"]);
    const disabled = flags.filter((flag) => flag.startsWith("--disable-features="));
    expect(disabled).toEqual([
      `--disable-features=Translate,MediaRouter,${OMNIBOX_POPUP_FEATURES.join(",")}`,
    ]);
    expect(flags).toContain("--mute-audio");
    expect(flags).toContain("--headless=new");
    expect(flags).toEqual(expect.arrayContaining(chromeFlags));
  });

  it("give the features a switch of their own when the launcher has none", () => {
    expect(benchChromeFlags(["--mute-audio"])).toContain(
      `--disable-features=${OMNIBOX_POPUP_FEATURES.join(",")}`,
    );
  });
});
