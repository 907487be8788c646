"use client";

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useActiveInView, useReducedMotion } from "@/components/ui/use-motion";
import { nextOrbitAngle, ORBIT_RADIUS, ORBIT_RADIUS_NARROW, ORBIT_STEP_MS, orbitPosition } from "./orbit";

export interface OrbitNode {
  id: string;
  label: string;
  icon: ReactNode;
}

/**
 * The moving layer of the platform diagram (decorative: the section lists the same nodes for
 * everyone). Every 60 ms the orbit turns one small step, while on screen in a visible tab; with
 * reduced motion the nodes stay at their starting places. Each node carries its offset for both
 * radii as CSS variables, so the 992 px switch is CSS's and the server HTML is right at any width.
 */
export function OrbitNodes({ nodes }: { nodes: readonly OrbitNode[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useActiveInView(ref);
  const reducedMotion = useReducedMotion();
  const [angle, setAngle] = useState(0);
  const running = inView && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setAngle(nextOrbitAngle), ORBIT_STEP_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const shown = reducedMotion ? 0 : angle;
  return (
    <div ref={ref} className="absolute inset-0" data-paused={running ? undefined : ""}>
      {nodes.map((node, i) => {
        const wide = orbitPosition(shown, i, nodes.length, ORBIT_RADIUS);
        const narrow = orbitPosition(shown, i, nodes.length, ORBIT_RADIUS_NARROW);
        const style = {
          "--wx": `${wide.x}px`,
          "--wy": `${wide.y}px`,
          "--nx": `${narrow.x}px`,
          "--ny": `${narrow.y}px`,
        } as CSSProperties;
        return (
          <div
            key={node.id}
            data-testid="orbit-node"
            style={style}
            className="absolute top-1/2 left-1/2 -mt-5 -ml-5 translate-x-(--nx) translate-y-(--ny) transition-[translate] duration-[60ms] ease-linear motion-reduce:transition-none md:-mt-7 md:-ml-7 lg:translate-x-(--wx) lg:translate-y-(--wy)"
          >
            <span className="grid size-10 place-items-center rounded-full bg-white text-ink-700 shadow-card ring-4 ring-white/15 md:size-14">
              {node.icon}
            </span>
            <span className="absolute top-full left-1/2 mt-1.5 hidden -translate-x-1/2 rounded-pill bg-ink-950/70 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-white md:block">
              {node.label}
            </span>
          </div>
        );
      })}
    </div>
  );
}
