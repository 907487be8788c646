import { describe, expect, it } from "vitest";
import { parseSiteEnv } from "./settings";
import { tagList, tagOrigins } from "./tag-settings";

describe("tag settings", () => {
  it("configure no tag, and open the CSP to nothing, by default", () => {
    expect(tagList(parseSiteEnv({}), true)).toEqual([]);
    expect(tagOrigins({})).toEqual([]);
  });

  it("put the tag manager under performance (production builds only), the tracker and custom scripts under theirs", () => {
    const env = parseSiteEnv({
      GTM_ID: "GTM-ABC123",
      MARKETING_TRACKER_ID: "4455667",
      CUSTOM_SCRIPTS: "C0003 https://help.example.test/w.js, C0004 http://127.0.0.1:4100/px.js",
    });
    expect(tagList(env, true)).toEqual([
      { name: "tag-manager", group: "C0002", src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" },
      { name: "marketing-tracker", group: "C0004", src: "https://js.hs-scripts.com/4455667.js" },
      { name: "custom-1", group: "C0003", src: "https://help.example.test/w.js" },
      { name: "custom-2", group: "C0004", src: "http://127.0.0.1:4100/px.js" },
    ]);
    expect(tagList(env, false).map((tag) => tag.name)).not.toContain("tag-manager");
  });

  it("open the CSP to each configured tag's origins, analytics and HubSpot's included", () => {
    const origins = tagOrigins({
      GTM_ID: "GTM-ABC123",
      MARKETING_TRACKER_ID: "4455667",
      NODE_ENV: "production",
    });
    expect(origins).toEqual(
      expect.arrayContaining([
        "https://www.googletagmanager.com",
        "https://*.google-analytics.com",
        "https://js.hs-scripts.com",
        "https://*.hs-analytics.net",
      ]),
    );
  });

  it("refuse a custom script without a group, with the necessary group, or off https", () => {
    for (const CUSTOM_SCRIPTS of [
      "https://x.test/a.js",
      "C0001 https://x.test/a.js",
      "C0002 http://x.test/a.js",
    ])
      expect(() => parseSiteEnv({ CUSTOM_SCRIPTS })).toThrow(/CUSTOM_SCRIPTS/);
  });
});
