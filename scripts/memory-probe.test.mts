import { describe, expect, it } from "vitest";
import { describeProbe, memoryProbe, SLOW_FIRST_TOUCH_RATIO } from "./memory-probe.mjs";

describe("the bench's memory probe", () => {
  it("times a first and a second touch of fresh memory in another process", () => {
    const probe = memoryProbe(16);
    expect(probe.mb).toBe(16);
    expect(probe.firstTouchMs).toBeGreaterThanOrEqual(0);
    expect(probe.againMs).toBeGreaterThanOrEqual(0);
    expect(probe.slow).toBe(probe.ratio > SLOW_FIRST_TOUCH_RATIO);
  });

  it("marks a machine with slow first touches, and only such a machine", () => {
    const base = { mb: 256, firstTouchMs: 1600, againMs: 30 };
    const slow = describeProbe({ ...base, ratio: 53.3, slow: true });
    expect(slow).toContain("256 MB of fresh memory touched in 1600 ms, again in 30 ms (53.3×)");
    expect(slow).toContain("Compare these figures only with figures from this machine.");
    expect(describeProbe({ ...base, firstTouchMs: 120, ratio: 4, slow: false })).not.toContain("Compare");
  });
});
