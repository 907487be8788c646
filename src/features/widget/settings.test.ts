import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  defaultValues,
  lowContrast,
  isProfilePic,
  isRadius,
  valuesFromParams,
  valuesToParams,
  widgetDigits,
  widgetProblems,
  widgetSettings,
} from "./settings";

const texts = { message: "Hi", response: "Hello!", name: "Shop", status: "Online", buttonText: "Chat" };
const defaults = defaultValues(texts, "en");

describe("widget generator settings", () => {
  it("defaults to header #075E54, button #25D366 and a 24px radius (SPEC §9)", () => {
    const a = widgetSettings({ ...defaults, mobileNumber: "919876543210" });
    expect(a).toMatchObject({
      headerBgColor: "#075E54",
      buttonBgColor: "#25D366",
      buttonBorderRadius: "24px",
    });
    expect(widgetSettings({ ...defaults, template: "b" })).toMatchObject({ BgColor: "#25D366" });
  });

  it("gives each template exactly its own fields", () => {
    expect(Object.keys(widgetSettings(defaults)).sort()).toEqual(
      [
        "template",
        "message",
        "response",
        "name",
        "status",
        "profilePic",
        "whatsappIcon",
        "buttonText",
        "headerBgColor",
        "nameTextColor",
        "statusTextColor",
        "buttonTextColor",
        "buttonBgColor",
        "buttonBorderRadius",
        "mobileNumber",
        "lang",
      ].sort(),
    );
    expect(Object.keys(widgetSettings({ ...defaults, template: "b" })).sort()).toEqual(
      [
        "template",
        "message",
        "whatsappIcon",
        "buttonText",
        "BgColor",
        "buttonTextColor",
        "mobileNumber",
        "lang",
      ].sort(),
    );
  });

  it("needs a number of 10 to 13 digits, and an https picture on the chat card", () => {
    const problems = (change: Partial<typeof defaults>) => widgetProblems({ ...defaults, ...change });
    expect(problems({ mobileNumber: "123456789" })).toEqual(["mobileNumber"]);
    expect(problems({ mobileNumber: "1234567890" })).toEqual([]);
    expect(problems({ mobileNumber: "1234567890123" })).toEqual([]);
    expect(problems({ mobileNumber: "12345678901234" })).toEqual(["mobileNumber"]);
    expect(problems({ mobileNumber: "1234567890", profilePic: "http://a.example/p.png" })).toEqual([
      "profilePic",
    ]);
    expect(problems({ mobileNumber: "1234567890", profilePic: "http://x", template: "b" })).toEqual([]);
    expect(widgetDigits("+91 98765-43210 999")).toBe("9198765432109");
    expect(isProfilePic("https://a.example/p.png")).toBe(true);
    expect(isProfilePic("javascript:alert(1)")).toBe(false);
    expect(isProfilePic("https://a.example/x'onerror=1")).toBe(false);
    expect(isRadius("24px")).toBe(true);
    expect(isRadius("99px")).toBe(false);
  });

  it("warns about text colours too close to their background (WCAG AA 4.5:1)", () => {
    expect(contrastRatio("#FFFFFF", "#000000")).toBeCloseTo(21);
    expect(contrastRatio("#FFFFFF", "#25D366")).toBeCloseTo(1.98, 2);
    expect(lowContrast(defaults)).toEqual({});
    const white = { ...defaults, colors: { ...defaults.colors, buttonTextColor: "#FFFFFF" } };
    expect(Object.keys(lowContrast(white))).toEqual(["buttonTextColor"]);
    const b = { ...white, template: "b" as const, colors: { ...white.colors, BgColor: "#075E54" } };
    expect(lowContrast(b)).toEqual({});
  });

  it("round-trips a configuration through the address, keeping only what differs from the defaults", () => {
    const values = {
      ...defaults,
      mobileNumber: "919876543210",
      profilePic: "https://a.example/p.png",
      whatsappIcon: false,
      buttonBorderRadius: "8px",
      lang: "pt" as const,
      texts: { ...texts, message: "Olá 👋\nlinha 2" },
      colors: { ...defaults.colors, headerBgColor: "#123ABC" },
    };
    const params = valuesToParams(values, defaults);
    // `lang` would switch the site's own language (SPEC §5).
    expect(params).not.toHaveProperty("lang");
    expect(params.widgetLang).toBe("pt");
    expect(Object.entries(params).filter(([, v]) => v)).toHaveLength(7);
    const url = new URLSearchParams(Object.entries(params).filter(([, v]) => v));
    expect(valuesFromParams(url, defaults)).toEqual(values);
  });

  it("ignores invalid values in the address", () => {
    const params = new URLSearchParams({
      template: "z",
      lang: "xx",
      mobileNumber: "abc12",
      headerBgColor: "red;background:url(x)",
      buttonBorderRadius: "1e9px",
      profilePic: "javascript:alert(1)",
      name: "x".repeat(100),
    });
    const values = valuesFromParams(params, defaults);
    expect(values).toMatchObject({
      template: "a",
      lang: "en",
      mobileNumber: "12",
      profilePic: "",
      buttonBorderRadius: "24px",
    });
    expect(values.colors.headerBgColor).toBe("#075E54");
    expect(values.texts.name).toHaveLength(60);
  });
});
