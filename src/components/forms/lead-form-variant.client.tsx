"use client";

import { useCallback, useState } from "react";
import { HostedForm } from "./hosted-form.client";
import { LeadForm } from "./lead-form.client";
import type { LeadFormVariantProps } from "./lead-form-types";

/** The hosted form configured for this form name, else (or when it cannot load) the own form. */
export function LeadFormVariant({ hosted, ...props }: LeadFormVariantProps) {
  const [unavailable, setUnavailable] = useState(false);
  const onUnavailable = useCallback(() => setUnavailable(true), []);
  const formId = hosted?.formIds[props.form];
  if (hosted && formId && !unavailable)
    return (
      <HostedForm
        scriptUrl={hosted.scriptUrl}
        portalId={hosted.portalId}
        formId={formId}
        form={props.form}
        position={props.position}
        loadingText={props.texts.loading}
        onUnavailable={onUnavailable}
      />
    );
  return <LeadForm {...props} />;
}
