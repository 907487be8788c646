"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { LeadFormName } from "@/features/leads/forms";
import type { DialogTexts, LeadFormConfig } from "./lead-form-types";
import { LeadFormVariant } from "./lead-form-variant.client";

/**
 * The agent/demo and partner form popups (SPEC §2 'Popups'): a modal dialog that locks page scroll,
 * traps focus, closes on Escape and gives focus back to the button that opened it (Radix Dialog).
 * Loaded only when a visitor first opens it.
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
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 motion-safe:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-xl -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none sm:p-8"
        >
          <Dialog.Title className="pr-10 text-2xl font-bold tracking-tight text-ink-900">
            {form === "partner" ? texts.partnerTitle : texts.demoTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-2 mb-6 text-muted">
            {form === "partner" ? texts.partnerLead : texts.demoLead}
          </Dialog.Description>
          <LeadFormVariant form={form} position={position} {...config} />
          <Dialog.Close
            aria-label={texts.close}
            className="absolute top-4 right-4 grid size-11 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink-900"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
