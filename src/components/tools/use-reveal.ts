import { useEffect, useRef } from "react";
import { useReducedMotion } from "@/components/ui/use-motion";

/**
 * A tool's result, once shown, scrolls into view (at once under reduced motion) and takes focus, so
 * screen readers announce it. `shown` is the result, or null while there is none.
 */
export function useReveal(shown: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (!shown) return;
    ref.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    ref.current?.focus({ preventScroll: true });
  }, [shown, reducedMotion]);
  return ref;
}
