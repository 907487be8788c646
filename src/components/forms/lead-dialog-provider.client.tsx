"use client";

import dynamic from "next/dynamic";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { LeadFormName } from "@/features/leads/forms";
import type { DialogTexts, LeadFormConfig } from "./lead-form-types";

type Open = (form: LeadFormName, position: string, opener: HTMLElement) => void;
type OpenState = { form: LeadFormName; position: string; opener: HTMLElement };

const OpenLeadDialog = createContext<Open | null>(null);

// The dialog and the form's code load on the first open, not with the page.
const LeadDialog = dynamic(() => import("./lead-dialog.client"), { ssr: false });

/** Holds the one lead popup of the page; any `LeadDialogButton` below opens it. */
export function LeadDialogProvider({
  config,
  texts,
  children,
}: {
  config: LeadFormConfig;
  texts: DialogTexts;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<OpenState | null>(null);
  return (
    <OpenLeadDialog.Provider value={(form, position, opener) => setOpen({ form, position, opener })}>
      {children}
      {open && (
        <LeadDialog
          form={open.form}
          position={open.position}
          config={config}
          texts={texts}
          onClose={() => setOpen(null)}
          returnFocusTo={open.opener}
        />
      )}
    </OpenLeadDialog.Provider>
  );
}

/** A button that opens the agent/demo form popup (or the partner popup with `form="partner"`). */
export function LeadDialogButton({
  form = "demo",
  position,
  className,
  label,
  children,
}: {
  form?: LeadFormName;
  position: string;
  className?: string;
  /** The accessible name, when the visible text alone is ambiguous (it must start with that text). */
  label?: string;
  children: ReactNode;
}) {
  const open = useContext(OpenLeadDialog);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={label}
      className={className}
      onClick={(event) => open?.(form, position, event.currentTarget)}
    >
      {children}
    </button>
  );
}
