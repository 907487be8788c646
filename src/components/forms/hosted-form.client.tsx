"use client";

import { useEffect, useId, useState } from "react";
import { pushFormSubmission } from "@/features/leads/browser";
import type { LeadFormName } from "@/features/leads/forms";
import { FormLoading } from "./form-loading";

/** The vendor's form sets its tracking cookie: it is shown only with targeting cookies accepted. */
export const HOSTED_FORM_GROUP = "C0004";

/** A hosted form that has not rendered by then is given up for the site's own form. */
export const HOSTED_FORM_READY_MS = 8000;

interface HostedFormApi {
  create(options: {
    portalId: string;
    formId: string;
    target: string;
    onFormReady?: () => void;
    onFormSubmitted?: () => void;
  }): void;
}
type VendorWindow = Window & { hbspt?: { forms?: HostedFormApi } };

const loading = new Map<string, Promise<void>>();

/** Adds the vendor's script once per page; a failed load may be retried by the next form. */
function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

export interface HostedFormProps {
  scriptUrl: string;
  portalId: string;
  formId: string;
  form: LeadFormName;
  position: string;
  loadingText: string;
  /** The script failed, lacks the embed API or the form never rendered: show the own form. */
  onUnavailable(): void;
}

/**
 * The hosted marketing form variant (SPEC §4): the vendor's script renders the form with the given
 * id into this element. A successful submission pushes the same `formSubmission` event as the own
 * forms. If the hosted form cannot be shown the visitor gets the site's own form, so no lead is lost
 * to a blocked or failing third-party script.
 */
export function HostedForm({
  scriptUrl,
  portalId,
  formId,
  form,
  position,
  loadingText,
  onUnavailable,
}: HostedFormProps) {
  const target = `hosted-form-${useId().replace(/[^\w-]/g, "")}`;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let settled = false;
    const giveUp = (reason: unknown) => {
      if (settled) return;
      settled = true;
      console.error("Hosted form unavailable", reason);
      onUnavailable();
    };
    const timer = setTimeout(() => giveUp("not rendered in time"), HOSTED_FORM_READY_MS);
    loadScript(scriptUrl)
      .then(() => {
        const api = (window as VendorWindow).hbspt?.forms;
        if (!api) throw new Error("the script has no hbspt.forms API");
        api.create({
          portalId,
          formId,
          target: `#${target}`,
          onFormReady: () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            setReady(true);
          },
          onFormSubmitted: () => pushFormSubmission(form, position),
        });
      })
      .catch(giveUp);
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [scriptUrl, portalId, formId, form, position, target, onUnavailable]);
  return (
    <div aria-busy={!ready}>
      {!ready && <FormLoading form={form} text={loadingText} />}
      <div id={target} />
    </div>
  );
}
