"use client";

import { useCallback, useState } from "react";
import type { HostedFormConfig } from "@/site/hosted-form";
import { HostedForm } from "./hosted-form.client";
import { LeadForm, type LeadFormProps } from "./lead-form.client";

export interface LeadFormVariantProps extends LeadFormProps {
  /** The hosted marketing form settings; null or absent = the site's own forms everywhere. */
  hosted?: HostedFormConfig | null;
}

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
