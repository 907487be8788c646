// @vitest-environment node
import fc from "fast-check";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { phoneDigits, whatsappLink } from "./link";
import { QR_SIZE, qrCode, qrPng, qrSvg } from "./image";

function decodePng(bytes: Uint8Array) {
  const png = PNG.sync.read(Buffer.from(bytes));
  return {
    width: png.width,
    height: png.height,
    text: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data,
  };
}

/** Messages people really prefill: emoji, line breaks, non-Latin scripts, URL syntax. */
const message = fc.oneof(
  fc.constant(""),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "Hi! I'd like a demo 👋",
    "Line one\nLine two\r\nLine three",
    "Здравствуйте, хочу узнать цены",
    "مرحبا، أريد معرفة الأسعار",
    "नमस्ते, मुझे डेमो चाहिए",
    "你好，我想预约演示",
    "Olá! Preço para 1000 mensagens? 100% & #1 ?a=b",
    "👨‍👩‍👧‍👦 family 🇮🇳 flag",
  ),
);
const phone = fc.stringMatching(/^[1-9]\d{9,14}$/);

describe("QR images", () => {
  it("PNG decodes to the exact link for 100 phone/message pairs", async () => {
    await fc.assert(
      fc.asyncProperty(phone, message, async (digits, text) => {
        const link = whatsappLink(phoneDigits(digits), text);
        const code = qrCode(link);
        expect(code).not.toBeNull();
        const decoded = decodePng(await qrPng(code!));
        expect(decoded.text).toBe(link);
        // The message comes back intact once a phone opens the link.
        expect(new URL(link).searchParams.get("text") ?? "").toBe(text.trim() ? text : "");
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("the PNG is twice the on-screen size, the SVG the size itself", async () => {
    const code = qrCode("https://wa.me/+919876543210")!;
    const png = decodePng(await qrPng(code));
    expect([png.width, png.height]).toEqual([QR_SIZE * 2, QR_SIZE * 2]);
    expect(qrSvg(code)).toMatch(/^<svg [^>]*width="320" height="320"/);
  });

  it("uses error correction H: the code still scans with its centre covered, as by a logo", async () => {
    const link = "https://wa.me/+919876543210?text=Hello";
    const png = PNG.sync.read(Buffer.from(await qrPng(qrCode(link)!)));
    // A white square over the middle 35 % of each side: a level-Q code of this link no longer scans.
    const side = Math.round(png.width * 0.35);
    const from = Math.round((png.width - side) / 2);
    for (let y = from; y < from + side; y++)
      png.data.fill(255, (y * png.width + from) * 4, (y * png.width + from + side) * 4);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
  });

  it("refuses a link too long to scan reliably", () => {
    expect(qrCode(whatsappLink("919876543210", "😀".repeat(60)))).toBeNull();
  });
});
