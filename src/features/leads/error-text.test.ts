import { describe, expect, it } from "vitest";
import { errorText, type ErrorTexts } from "./error-text";

const en: ErrorTexts = {
  required: "Is required",
  validFormat: "Please enter a valid value",
  shouldBeNumber: "Should be a number",
  perField: {
    emailFormat: "Enter a work email",
    termsRequired: "Accept the terms",
    nameFormat: "Letters only",
    topicRequired: "Choose a topic",
  },
};

describe("errorText (SPEC §5)", () => {
  it("reads '{title} {required message lowercased}' for required and minimum items", () => {
    expect(errorText("required", "Email", en, "en")).toBe("Email is required");
    expect(errorText("minItems", "Interests", en, "en")).toBe("Interests is required");
  });

  it("lowercases by the locale's rules", () => {
    expect(errorText("required", "Ad", { ...en, required: "ZORUNLU ALAN İ" }, "tr")).toBe(
      "Ad zorunlu alan i",
    );
  });

  it("uses the required message for minimum length, the format message for patterns", () => {
    expect(errorText("minLength", "Email", en, "en")).toBe("Is required");
    expect(errorText("pattern", "Phone", en, "en")).toBe("Please enter a valid value");
  });

  it("says 'Should be a number' for phone type errors unless the field overrides it", () => {
    expect(errorText("phoneType", "Phone", en, "en")).toBe("Should be a number");
    expect(errorText("pattern", "Email", en, "en", { pattern: "emailFormat" })).toBe("Enter a work email");
    expect(errorText("terms", "Terms", en, "en", { terms: "termsRequired" })).toBe("Accept the terms");
  });
});
