/** Horizontal and vertical radius of the ellipse the nodes sit on, in % of the diagram box. */
export const NODE_ORBIT = { x: 37, y: 37 } as const;

export interface NodePlace {
  /** Centre of the node, % of the diagram box from the left. */
  left: number;
  /** Centre of the node, % of the diagram box from the top. */
  top: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

/**
 * Where node `index` of `count` sits around the customer: evenly spaced on an ellipse round the
 * centre of the box, the first at the top, then clockwise.
 */
export function nodePlace(index: number, count: number): NodePlace {
  const radians = ((index * 360) / Math.max(count, 1) - 90) * (Math.PI / 180);
  return {
    left: round2(50 + NODE_ORBIT.x * Math.cos(radians)),
    top: round2(50 + NODE_ORBIT.y * Math.sin(radians)),
  };
}
