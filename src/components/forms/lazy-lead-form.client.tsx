"use client";

import { useEffect, useRef, useState } from "react";
import { useNear } from "@/components/ui/use-near";
import { FormLoading } from "./form-loading";
import type { LeadFormVariantProps } from "./lead-form-types";
import type { LeadFormVariant } from "./lead-form-variant.client";

/** Start loading the form this far before it scrolls into view. */
const PRELOAD_MARGIN = "400px";

const loadForm = () => import("./lead-form-variant.client").then((m) => m.LeadFormVariant);

/**
 * A lead form whose code (schema, phone metadata) loads only when it nears the viewport. Its
 * loading state (SPEC §4 'loading') stays in place until the code is there, so the page below it
 * never collapses and jumps back while the chunk downloads.
 */
export function LazyLeadForm(props: LeadFormVariantProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNear(placeholder, PRELOAD_MARGIN);
  const [Form, setForm] = useState<typeof LeadFormVariant | null>(null);
  useEffect(() => {
    if (!near) return;
    let active = true;
    void loadForm().then((component) => active && setForm(() => component));
    return () => {
      active = false;
    };
  }, [near]);
  if (Form) return <Form {...props} />;
  return (
    <div ref={placeholder}>
      <FormLoading form={props.form} text={props.texts.loading} />
    </div>
  );
}
