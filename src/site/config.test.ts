import { describe, expect, it } from "vitest";
import { siteConfig } from "./config";
import { parseSiteEnv } from "./settings";

describe("site config", () => {
  it("works with no environment at all", () => {
    expect(siteConfig.brandName).toBe("Orbitalk");
    expect(siteConfig.app.signIn).toBe("https://app.orbitalk.com/login");
    expect(siteConfig.partnerSignIn).toBe("https://app.orbitalk.com/partner/login");
    expect(siteConfig.mail.sales).toBe("sales@orbitalk.com");
    expect(siteConfig.thirdParty.tags).toEqual([]);
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
    // SPEC §6: partner sign-in is external; this site has no page for it.
    expect(() => parseSiteEnv({ PARTNER_SIGN_IN_URL: "/partner/login" })).toThrow(/PARTNER_SIGN_IN_URL/);
  });

  it("takes a chat app id of at least 10 letters, digits, _ or -, or none (SPEC §5)", () => {
    expect(parseSiteEnv({}).CHAT_APP_ID).toBe("");
    expect(parseSiteEnv({ CHAT_APP_ID: "" }).CHAT_APP_ID).toBe("");
    expect(parseSiteEnv({ CHAT_APP_ID: "Ab_3-xY9z0" }).CHAT_APP_ID).toBe("Ab_3-xY9z0");
    expect(() => parseSiteEnv({ CHAT_APP_ID: "Ab_3-xY9z" })).toThrow(/CHAT_APP_ID: at least 10 letters/);
    expect(() => parseSiteEnv({ CHAT_APP_ID: "Ab_3-xY9z0.js" })).toThrow(/CHAT_APP_ID/);
    expect(() => parseSiteEnv({ CHAT_APP_ID: "Ab_3 xY9z0k" })).toThrow(/CHAT_APP_ID/);
  });
});
