"use client";

import { useRef, type ReactNode } from "react";
import { useActiveInView } from "@/components/ui/use-motion";

/** Marks its box `data-paused` while off screen or in a hidden tab, so CSS animations stop. */
export function PauseOffscreen({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const active = useActiveInView(ref);
  return (
    <div ref={ref} className={className} data-paused={active ? undefined : ""}>
      {children}
    </div>
  );
}
