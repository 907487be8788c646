/** SPEC §9: the platform diagram's nodes move one step every 60 ms … */
export const ORBIT_STEP_MS = 60;
/** … on a circle of radius 200 px from 992 px … */
export const ORBIT_RADIUS = 200;
/** … and of 150 px below 992 px. */
export const ORBIT_RADIUS_NARROW = 150;
/** Degrees added per step: a full turn takes 720 steps, 43.2 s. */
export const ORBIT_STEP_DEG = 0.5;

export interface OrbitPoint {
  /** Offset from the circle's centre in px, to the right. */
  x: number;
  /** Offset from the circle's centre in px, downwards. */
  y: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100 || 0; // `|| 0` turns -0 into 0

/**
 * Where node `index` of `count` evenly spaced nodes sits on a circle of `radius` px when the orbit
 * has turned `angle` degrees clockwise. At angle 0 the first node is at the top.
 */
export function orbitPosition(angle: number, index: number, count: number, radius: number): OrbitPoint {
  const degrees = angle + (index * 360) / Math.max(count, 1) - 90;
  const radians = (degrees * Math.PI) / 180;
  return { x: round2(radius * Math.cos(radians)), y: round2(radius * Math.sin(radians)) };
}

/** The orbit's angle after one more step, kept within [0, 360). */
export function nextOrbitAngle(angle: number): number {
  return (angle + ORBIT_STEP_DEG) % 360;
}
