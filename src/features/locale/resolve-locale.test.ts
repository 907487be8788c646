import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { matchBrowserLanguage, matchLocale, parseAcceptLanguage, resolveLocale } from "./resolve-locale";

const all = locales;

describe("resolveLocale (SPEC §5 priority)", () => {
  it("prefers a supported lang query over everything else", () => {
    expect(
      resolveLocale({ query: "ru", stored: "it", browser: ["es"], supported: all, pageDefault: "en" }),
    ).toBe("ru");
  });

  it("falls to the stored preference when the query is missing or unsupported", () => {
    expect(
      resolveLocale({ query: "fr", stored: "it", browser: ["es"], supported: all, pageDefault: "en" }),
    ).toBe("it");
    expect(resolveLocale({ stored: "it", browser: ["es"], supported: all, pageDefault: "en" })).toBe("it");
  });

  it("falls to the browser language when nothing is stored", () => {
    expect(
      resolveLocale({ stored: "xx", browser: ["fr-FR", "es-MX"], supported: all, pageDefault: "en" }),
    ).toBe("es");
  });

  it("keeps the page default when nothing matches", () => {
    expect(
      resolveLocale({ query: "de", stored: "fr", browser: ["ja"], supported: all, pageDefault: "tr" }),
    ).toBe("tr");
  });

  it("only picks locales the page offers", () => {
    const supported = ["en", "it"] as const;
    expect(
      resolveLocale({ query: "ru", stored: "es", browser: ["pt-BR"], supported, pageDefault: "en" }),
    ).toBe("en");
    expect(resolveLocale({ query: "ru", stored: "it", supported, pageDefault: "en" })).toBe("it");
  });

  it("matches case-insensitively and rejects oversized values", () => {
    expect(matchLocale("EN-ae", all)).toBe("en-AE");
    expect(matchLocale("it".padEnd(40, "x"), all)).toBeUndefined();
    expect(matchLocale("//evil.com", all)).toBeUndefined();
  });
});

describe("browser language", () => {
  it("tries the exact tag before the base language, in order", () => {
    expect(matchBrowserLanguage(["en-AE", "en"], all)).toBe("en-AE");
    expect(matchBrowserLanguage(["en-GB"], all)).toBe("en");
    expect(matchBrowserLanguage(["de-DE", "pt-BR"], all)).toBe("pt");
    expect(matchBrowserLanguage([], all)).toBeUndefined();
  });

  it("parses Accept-Language by quality, ignoring junk", () => {
    expect(parseAcceptLanguage("it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7")).toEqual([
      "it-IT",
      "it",
      "en-US",
      "en",
    ]);
    expect(parseAcceptLanguage("en;q=0.2, ru;q=0.9, *;q=0.1")).toEqual(["ru", "en"]);
    expect(parseAcceptLanguage("es;q=0, tr")).toEqual(["tr"]);
    expect(parseAcceptLanguage("<script>, ../../x")).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});
