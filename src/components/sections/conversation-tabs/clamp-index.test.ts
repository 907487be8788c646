import { describe, expect, it } from "vitest";
import { clampIndex } from "./clamp-index";

describe("clampIndex", () => {
  it("leaves an index inside the range alone", () => {
    expect(clampIndex(0, 3)).toBe(0);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(2, 3)).toBe(2);
  });

  it("stops at the first and the last item", () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(-50, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(99, 3)).toBe(2);
    expect(clampIndex(Infinity, 3)).toBe(2);
    expect(clampIndex(-Infinity, 3)).toBe(0);
  });

  it("has only index 0 with one item or none", () => {
    expect(clampIndex(1, 1)).toBe(0);
    expect(clampIndex(5, 0)).toBe(0);
    expect(clampIndex(-2, 0)).toBe(0);
    expect(clampIndex(2, -4)).toBe(0);
    expect(clampIndex(2, NaN)).toBe(0);
  });

  it("rounds fractions down and treats NaN as the start", () => {
    expect(clampIndex(1.7, 3)).toBe(1);
    expect(clampIndex(2.5, 2.9)).toBe(1);
    expect(clampIndex(NaN, 3)).toBe(0);
  });
});
