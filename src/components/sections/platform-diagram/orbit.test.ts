import { describe, expect, it } from "vitest";
import {
  nextOrbitAngle,
  ORBIT_RADIUS,
  ORBIT_RADIUS_NARROW,
  ORBIT_STEP_DEG,
  ORBIT_STEP_MS,
  orbitPosition,
} from "./orbit";

describe("orbit constants", () => {
  it("match SPEC §9: a step every 60 ms, radius 200 px, 150 px below 992 px", () => {
    expect(ORBIT_STEP_MS).toBe(60);
    expect(ORBIT_RADIUS).toBe(200);
    expect(ORBIT_RADIUS_NARROW).toBe(150);
    expect(ORBIT_STEP_DEG).toBeGreaterThan(0);
    expect(ORBIT_STEP_DEG).toBeLessThanOrEqual(1); // a small step: no visible jumps
  });
});

describe("orbitPosition", () => {
  it("puts the first node at the top at angle 0", () => {
    expect(orbitPosition(0, 0, 5, 200)).toEqual({ x: 0, y: -200 });
  });

  it("spaces the nodes evenly, clockwise", () => {
    expect(orbitPosition(0, 1, 4, 100)).toEqual({ x: 100, y: 0 });
    expect(orbitPosition(0, 2, 4, 100)).toEqual({ x: 0, y: 100 });
    expect(orbitPosition(0, 3, 4, 100)).toEqual({ x: -100, y: 0 });
  });

  it("turns every node clockwise by the angle", () => {
    expect(orbitPosition(90, 0, 4, 150)).toEqual({ x: 150, y: 0 });
    expect(orbitPosition(90, 1, 4, 150)).toEqual(orbitPosition(0, 2, 4, 150));
  });

  it("keeps every node on the circle, rounded to 0.01 px", () => {
    for (let i = 0; i < 5; i++) {
      const { x, y } = orbitPosition(37.5, i, 5, ORBIT_RADIUS);
      expect(Math.hypot(x, y)).toBeCloseTo(ORBIT_RADIUS, 1);
      expect(Math.round(x * 100) / 100).toBe(x);
      expect(Math.round(y * 100) / 100).toBe(y);
    }
  });

  it("places 5 nodes 72° apart", () => {
    const a = orbitPosition(0, 0, 5, 100);
    const b = orbitPosition(0, 1, 5, 100);
    expect(Math.atan2(b.y, b.x) - Math.atan2(a.y, a.x)).toBeCloseTo((72 * Math.PI) / 180, 3);
  });

  it("copes with a single node and no nodes", () => {
    expect(orbitPosition(0, 0, 1, 50)).toEqual({ x: 0, y: -50 });
    expect(orbitPosition(0, 0, 0, 50)).toEqual({ x: 0, y: -50 });
  });
});

describe("nextOrbitAngle", () => {
  it("adds one step and wraps at 360°", () => {
    expect(nextOrbitAngle(0)).toBe(ORBIT_STEP_DEG);
    expect(nextOrbitAngle(360 - ORBIT_STEP_DEG)).toBe(0);
  });
});
