import { describe, expect, it } from "vitest";
import { span } from "./feature-grid";

/** The rows a grid of `count` cards forms at 992 px and up (six columns). */
function rows(count: number): number[] {
  const widths = Array.from({ length: count }, (_, i) => (span(i, count).includes("lg:col-span-3") ? 3 : 2));
  const out: number[] = [];
  let used = 6;
  for (const width of widths) {
    if (used + width > 6) {
      out.push(0);
      used = 0;
    }
    out[out.length - 1]! += 1;
    used += width;
  }
  return out;
}

describe("FeatureGrid spans", () => {
  it.each([
    [3, [3]],
    [4, [2, 2]],
    [5, [2, 3]],
    [6, [3, 3]],
    [7, [2, 2, 3]],
    [8, [2, 3, 3]],
  ])("%i cards fill their rows: %j, no card left alone", (count, expected) => {
    expect(rows(count)).toEqual(expected);
  });
});
