"use client";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.client";
import type { LeadFormName } from "@/features/leads/forms";
import type { DialogTexts, LeadFormConfig } from "./lead-form-types";
import { LeadFormVariant } from "./lead-form-variant.client";

/**
 * The agent/demo and partner form popups (SPEC §2 'Popups'): the site's modal dialog, giving focus
 * back to the button that opened it. Loaded only when a visitor first opens it.
 */
export default function LeadDialog({
  form,
  position,
  onClose,
  config,
  texts,
  returnFocusTo,
}: {
  form: LeadFormName;
  position: string;
  onClose(): void;
  config: LeadFormConfig;
  texts: DialogTexts;
  /** The button that opened the popup: focus goes back to it on close. */
  returnFocusTo: HTMLElement;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={texts.close} returnFocusTo={returnFocusTo}>
        <DialogTitle className="text-2xl font-bold tracking-tight text-ink-900">
          {form === "partner" ? texts.partnerTitle : texts.demoTitle}
        </DialogTitle>
        <DialogDescription className="mt-2 mb-6 text-muted">
          {form === "partner" ? texts.partnerLead : texts.demoLead}
        </DialogDescription>
        <LeadFormVariant form={form} position={position} {...config} />
      </DialogContent>
    </Dialog>
  );
}
