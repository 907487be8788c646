"use client";

import { useEffect, useRef } from "react";

/**
 * Marks its parent element `data-seen` the first time it scrolls into view, so a server-rendered
 * section can start a CSS animation then (`group-data-seen:animate-…`) rather than off screen.
 */
export function SeenFlag() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const parent = ref.current?.parentElement;
    if (!parent) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      parent.dataset.seen = "";
      observer.disconnect();
    });
    observer.observe(parent);
    return () => observer.disconnect();
  }, []);
  return <span ref={ref} hidden />;
}
