import { describe, expect, it } from "vitest";
import { phoneDigits, qrPhoneProblem, whatsappLink } from "./link";

describe("QR link rules", () => {
  it("the phone keeps digits only, at most 15", () => {
    expect(phoneDigits("+91 (98765) 43-210")).toBe("919876543210");
    expect(phoneDigits("1234567890123456789")).toBe("123456789012345");
    expect(phoneDigits("abc")).toBe("");
  });

  it("a code needs a phone with at least 10 digits", () => {
    expect(qrPhoneProblem("")).toBe("required");
    expect(qrPhoneProblem("123456789")).toBe("tooShort");
    expect(qrPhoneProblem("1234567890")).toBeNull();
  });

  it("links to wa.me/+digits, with the message percent-encoded when there is one", () => {
    expect(whatsappLink("919876543210", "")).toBe("https://wa.me/+919876543210");
    expect(whatsappLink("919876543210", "  ")).toBe("https://wa.me/+919876543210");
    expect(whatsappLink("919876543210", "Hi there\nPrice? 👋 & more")).toBe(
      "https://wa.me/+919876543210?text=Hi%20there%0APrice%3F%20%F0%9F%91%8B%20%26%20more",
    );
  });
});
