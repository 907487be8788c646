import { describe, expect, it } from "vitest";
import { parseSiteEnv, siteConfig } from "./config";

describe("site config", () => {
  it("works with no environment at all", () => {
    expect(siteConfig.brandName).toBe("Orbitalk");
    expect(siteConfig.app.signIn).toBe("https://app.orbitalk.com/login");
    expect(siteConfig.mail.sales).toBe("sales@orbitalk.com");
    expect(siteConfig.thirdParty.gtmId).toBe("");
  });

  it("takes values from the environment", () => {
    expect(parseSiteEnv({ MAIL_SALES: "hi@example.org", GTM_ID: "GTM-ABC123" })).toMatchObject({
      MAIL_SALES: "hi@example.org",
      GTM_ID: "GTM-ABC123",
    });
  });

  it("refuses bad values with a message naming the variable", () => {
    expect(() => parseSiteEnv({ SUPPORT_URL: "javascript:alert(1)" })).toThrow(/SUPPORT_URL/);
    expect(() => parseSiteEnv({ GTM_ID: 'x"><script>' })).toThrow(/GTM_ID/);
  });
});
