import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cookiePath } from "./clean";
import { gclidCookie, GCLID_MAX_AGE_S } from "./gclid";

describe("gclidCookie", () => {
  it("stores a click id for 90 days, scoped to the current path", () => {
    expect(GCLID_MAX_AGE_S).toBe(7_776_000);
    expect(gclidCookie("?gclid=Cj0KCQ_abc-123", "/it/company", false)).toBe(
      "gclid=Cj0KCQ_abc-123; Path=/it/company; Max-Age=7776000; SameSite=Lax",
    );
  });

  it("ignores missing or malformed click ids", () => {
    expect(gclidCookie("", "/", true)).toBeNull();
    expect(gclidCookie("?gclid=a;b", "/", true)).toBeNull();
    expect(gclidCookie(`?gclid=${"a".repeat(300)}`, "/", true)).toBeNull();
  });

  it("never lets a path add attributes", () => {
    expect(cookiePath("/x;Domain=evil.com")).toBe("/x%3BDomain%3Devil.com");
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 600 }), (tail) => {
        const cookie = gclidCookie("?gclid=abc", `/${tail}`, true)!;
        return cookie.split(";").length === 5 && !/[\s,]/.test(cookie.split("; ")[1]!.slice(5));
      }),
      { numRuns: 300, seed: 3 },
    );
  });
});
