// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeAttribute, WIDGET_SCRIPT_PATH, widgetSnippet, type WidgetSettings } from "./snippet";

const base: WidgetSettings = {
  template: "b",
  message: "Hi!",
  whatsappIcon: true,
  buttonText: "Chat",
  BgColor: "#25D366",
  buttonTextColor: "#FFFFFF",
  mobileNumber: "919876543210",
  lang: "en",
};

describe("widget snippet", () => {
  it("is one async script tag loading the versioned widget from this site", () => {
    const snippet = widgetSnippet("https://www.orbitalk.com", base);
    expect(snippet).toMatch(
      /^<!-- Orbitalk WhatsApp chat button -->\n<script async src="https:\/\/www\.orbitalk\.com\/widget\/v1\/chat-button\.js"\n {2}data-settings='\{"template":"b","message":"Hi!",[^']*\}'><\/script>$/,
    );
  });

  it("is plain ASCII whatever the texts, so a host page in any charset reads it right", () => {
    const snippet = widgetSnippet("https://a.example", { ...base, message: "Olá 👋\u2028नमस्ते" });
    expect(snippet).toMatch(/^[\x20-\x7e\n]+$/);
  });

  it("escapes every character that could leave the attribute", () => {
    expect(escapeAttribute(`</script>"'&`)).toBe("&lt;/script&gt;&quot;&#39;&amp;");
    const snippet = widgetSnippet("https://a.example", { ...base, message: `</script>'"&<b>` });
    const settings = snippet.slice(snippet.indexOf("data-settings='") + 15, -"'></script>".length);
    expect(settings).not.toMatch(/[&'<>]/);
    expect(settings).toContain(String.raw`\u003c/script\u003e\u0027\"\u0026`);
  });

  it("round-trips any text through the attribute unchanged and never lets markup out", () => {
    const parser = new DOMParser();
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string(), (message, buttonText) => {
        const settings = { ...base, message, buttonText };
        const doc = parser.parseFromString(
          `<body>${widgetSnippet("https://a.example", settings)}</body>`,
          "text/html",
        );
        const elements = doc.body.querySelectorAll("*");
        expect(elements).toHaveLength(1);
        const script = elements[0]!;
        expect(script.getAttributeNames()).toEqual(["async", "src", "data-settings"]);
        expect(JSON.parse(script.getAttribute("data-settings")!)).toEqual(settings);
      }),
      { numRuns: 300, seed: 6 },
    );
  });

  it("loads a widget script of at most 6 KB gzip that touches no cookie or storage", () => {
    const source = readFileSync(`public${WIDGET_SCRIPT_PATH}`);
    expect(gzipSync(source).length).toBeLessThanOrEqual(6 * 1024);
    expect(source.toString()).not.toMatch(/document\.cookie|localStorage|sessionStorage|innerHTML|eval\(/);
  });
});
