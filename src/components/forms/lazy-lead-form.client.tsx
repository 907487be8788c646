"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import type { LeadFormVariantProps } from "./lead-form-variant.client";

/** Start loading the form this far before it scrolls into view. */
const PRELOAD_MARGIN = "400px";

const LeadForm = dynamic(() => import("./lead-form-variant.client").then((m) => m.LeadFormVariant), {
  ssr: false,
});

/**
 * A lead form whose code (schema, phone metadata) loads only when it nears the viewport, showing
 * the form's loading state until then (SPEC §4 'loading').
 */
export function LazyLeadForm(props: LeadFormVariantProps) {
  const placeholder = useRef<HTMLParagraphElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = placeholder.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: PRELOAD_MARGIN,
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  if (near) return <LeadForm {...props} />;
  return (
    <p ref={placeholder} role="status" className="py-10 text-center text-muted">
      {props.texts.loading}
    </p>
  );
}
