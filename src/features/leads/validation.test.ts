import { describe, expect, it } from "vitest";
import { emptyValues } from "./forms";
import { phoneDigits } from "./phone-mask";
import { validateForm } from "./validation";

const demo = {
  firstName: "Ana María",
  lastName: "O'Neil-Šimić",
  email: "Ana@Example.com",
  phone: { country: "IN", number: "98765 43210" },
  message: "",
  tnc: true,
};

describe("validateForm", () => {
  it("accepts a complete demo form and trims text", () => {
    const result = validateForm("demo", { ...demo, firstName: "  Ana  " });
    expect(result).toMatchObject({ ok: true, values: { firstName: "Ana" } });
  });

  it("reports required for empty and missing fields, and terms for an unticked box", () => {
    const result = validateForm("demo", emptyValues("demo", "US"));
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: "required",
        lastName: "required",
        email: "required",
        phone: "required",
        tnc: "terms",
      },
    });
    const { email: _omitted, ...missing } = demo;
    expect(validateForm("demo", missing)).toEqual({ ok: false, errors: { email: "required" } });
  });

  it("uses minLength, pattern and phoneType codes", () => {
    expect(validateForm("demo", { ...demo, email: "a@b.c" })).toEqual({
      ok: false,
      errors: { email: "minLength" },
    });
    expect(validateForm("demo", { ...demo, email: "not an email" })).toEqual({
      ok: false,
      errors: { email: "pattern" },
    });
    expect(validateForm("demo", { ...demo, firstName: "<script>" })).toEqual({
      ok: false,
      errors: { firstName: "pattern" },
    });
    expect(validateForm("demo", { ...demo, phone: { country: "IN", number: "98x65" } })).toEqual({
      ok: false,
      errors: { phone: "phoneType" },
    });
    expect(validateForm("demo", { ...demo, phone: { country: "IN", number: "12345" } })).toEqual({
      ok: false,
      errors: { phone: "pattern" },
    });
  });

  it("validates phones per country with the phone library (US and India masks)", () => {
    expect(validateForm("demo", { ...demo, phone: { country: "US", number: "(201) 5550123" } }).ok).toBe(
      true,
    );
    expect(validateForm("demo", { ...demo, phone: { country: "IN", number: "9876543210" } }).ok).toBe(true);
    expect(validateForm("demo", { ...demo, phone: { country: "ZZ", number: "9876543210" } }).ok).toBe(false);
  });

  it("needs at least one partner interest, from the list, without repeats", () => {
    const partner = { ...demo, interests: ["reseller"] } as Record<string, unknown>;
    delete partner.tnc;
    expect(validateForm("partner", partner).ok).toBe(true);
    expect(validateForm("partner", { ...partner, interests: [] })).toEqual({
      ok: false,
      errors: { interests: "minItems" },
    });
    expect(validateForm("partner", { ...partner, interests: ["owner"] }).ok).toBe(false);
    expect(validateForm("partner", { ...partner, interests: ["reseller", "reseller"] }).ok).toBe(false);
  });

  it("needs the contact form's topic, one of sales, support, partnership or press", () => {
    const contact = { ...demo, topic: "support" };
    expect(validateForm("contact", contact).ok).toBe(true);
    expect(validateForm("contact", { ...contact, topic: "" })).toEqual({
      ok: false,
      errors: { topic: "required" },
    });
    expect(validateForm("contact", { ...contact, topic: "billing" })).toEqual({
      ok: false,
      errors: { topic: "pattern" },
    });
    expect(validateForm("contact", { ...contact, topic: ["sales"] }).ok).toBe(false);
    expect(validateForm("demo", { ...demo, topic: "sales" }).ok).toBe(false);
  });

  it("rejects unknown fields and wrong types without throwing", () => {
    expect(validateForm("demo", { ...demo, isAdmin: true })).toEqual({
      ok: false,
      errors: { isAdmin: "pattern" },
    });
    expect(validateForm("demo", { ...demo, tnc: "yes" })).toEqual({ ok: false, errors: { tnc: "terms" } });
    expect(validateForm("demo", null).ok).toBe(false);
  });
});

describe("phoneDigits", () => {
  it("drops mask characters and refuses anything else", () => {
    expect(phoneDigits("(201) 555-0123")).toBe("2015550123");
    expect(phoneDigits("98765 43210")).toBe("9876543210");
    expect(phoneDigits("98a")).toBeNull();
  });
});
