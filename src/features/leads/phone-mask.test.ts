import { describe, expect, it } from "vitest";
import { maskPhone } from "./phone-mask";

describe("maskPhone (SPEC §5 masks)", () => {
  it("formats US numbers as (...) ....... and stops at 10 digits", () => {
    expect(maskPhone("US", "2015550123")).toBe("(201) 5550123");
    expect(maskPhone("US", "20155501239999")).toBe("(201) 5550123");
    expect(maskPhone("US", "201")).toBe("(201");
  });

  it("takes 10 digits for India", () => {
    expect(maskPhone("IN", "98765432109")).toBe("98765 43210");
  });

  it("leaves a value with letters as typed, so the form can say it should be a number", () => {
    expect(maskPhone("US", "20x")).toBe("20x");
  });

  it("keeps digits only elsewhere, up to 15", () => {
    expect(maskPhone("DE", "030-1234 567")).toBe("0301234567");
    expect(maskPhone("DE", "1".repeat(20))).toHaveLength(15);
  });
});
