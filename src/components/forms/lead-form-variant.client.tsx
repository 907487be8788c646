"use client";

import { useCallback, useState } from "react";
import { storedConsent } from "@/features/consent/stored-consent";
import { HOSTED_FORM_GROUP, HostedForm } from "./hosted-form.client";
import { LeadForm } from "./lead-form.client";
import type { LeadFormVariantProps } from "./lead-form-types";

/**
 * The hosted form configured for this form name, else the own form: also when it cannot load, and
 * when targeting cookies (C0004) are not accepted, as the vendor's form sets its tracking cookie.
 * Rendered in the browser only (loaded lazily or in the popup), so it can read the stored choice.
 */
export function LeadFormVariant({ hosted, ...props }: LeadFormVariantProps) {
  const [unavailable, setUnavailable] = useState(
    () => !(storedConsent(document.cookie) ?? []).includes(HOSTED_FORM_GROUP),
  );
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
