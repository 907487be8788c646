import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { captureUtm, utmCookie, UTM_COOKIE_MAX_BYTES, UTM_VALUE_MAX_LENGTH } from "./utm";

describe("captureUtm", () => {
  it("captures the five UTM parameters and the raw query string", () => {
    const search =
      "?utm_source=google&utm_medium=cpc&utm_campaign=spring%20sale&utm_term=wa+api&utm_content=hero&gclid=abc";
    expect(captureUtm(search)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring sale",
      utm_term: "wa api",
      utm_content: "hero",
      lead_marketing_source:
        "utm_source=google&utm_medium=cpc&utm_campaign=spring%20sale&utm_term=wa+api&utm_content=hero&gclid=abc",
    });
  });

  it("returns null when the URL carries no campaign parameter", () => {
    expect(captureUtm("")).toBeNull();
    expect(captureUtm("?lang=it&gclid=x")).toBeNull();
    expect(captureUtm("?utm_source=")).toBeNull();
  });

  it("removes control characters and bounds every value", () => {
    const set = captureUtm(
      `?utm_source=${encodeURIComponent("a\r\nSet-Cookie: x=1\u2028\u202e")}&utm_medium=${"m".repeat(500)}`,
    );
    expect(set?.utm_source).toBe("aSet-Cookie: x=1");
    expect(set?.utm_medium).toHaveLength(UTM_VALUE_MAX_LENGTH);
  });
});

describe("utmCookie", () => {
  it("is one cookie with path /, SameSite=Lax and Secure on secure pages", () => {
    const cookie = utmCookie(captureUtm("?utm_source=x")!, true);
    expect(cookie).toMatch(/^utmParams=[^;\s]+; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
    expect(JSON.parse(decodeURIComponent(cookie.split(";")[0]!.slice("utmParams=".length)))).toMatchObject({
      utm_source: "x",
    });
  });

  it("no URL can add cookie attributes or another cookie, or exceed the size budget", () => {
    const hostile = fc.oneof(
      fc.string({ unit: "binary", maxLength: 6000 }),
      fc.constantFrom(
        "; Domain=evil.com",
        "x; Path=/; Max-Age=99999999",
        "a=b, c=d",
        "\r\nSet-Cookie: y=1",
        "é".repeat(4000),
      ),
    );
    fc.assert(
      fc.property(hostile, hostile, (source, campaign) => {
        const search = `?utm_source=${encodeURIComponent(source)}&utm_campaign=${encodeURIComponent(campaign)}&junk=${encodeURIComponent(campaign)}`;
        const set = captureUtm(search);
        if (!set) return true;
        const cookie = utmCookie(set, true);
        const [pair, ...attributes] = cookie.split("; ");
        return (
          pair!.length <= UTM_COOKIE_MAX_BYTES &&
          /^utmParams=[A-Za-z0-9%\-_.!~*'()]+$/.test(pair!) &&
          attributes.join("; ") === "Path=/; Max-Age=2592000; SameSite=Lax; Secure"
        );
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
