import { describe, expect, it } from "vitest";
import { lifetimeMessage } from "./lifetime";

describe("cookie lifetimes", () => {
  it("shows whole years as years and anything else as days", () => {
    expect(lifetimeMessage({ seconds: 365 * 86_400 })).toEqual({ key: "years", count: 1 });
    expect(lifetimeMessage({ seconds: 2 * 365 * 86_400 })).toEqual({ key: "years", count: 2 });
    expect(lifetimeMessage({ seconds: 7_776_000 })).toEqual({ key: "days", count: 90 });
    expect(lifetimeMessage({ seconds: 182 * 86_400 })).toEqual({ key: "days", count: 182 });
  });

  it("names the lifetimes that are not a duration", () => {
    expect(lifetimeMessage("session")).toEqual({ key: "session" });
    expect(lifetimeMessage("persistent")).toEqual({ key: "persistent" });
    expect(lifetimeMessage("provider")).toEqual({ key: "provider" });
  });
});
