"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
// clsx, not cn: tailwind-merge would add about 8 KB to every popup and the drawer.
import clsx from "clsx";

/**
 * The one dialog of the site, for every popup and drawer: Radix Dialog, modal. It traps focus, locks
 * the page's scroll, hides the page from screen readers, and closes on Escape, a click outside or
 * its close button.
 */
export const Dialog = DialogPrimitive.Root;

const variants = {
  /** Centred on the screen; the whole box scrolls when taller than the screen. */
  modal:
    "inset-x-3 top-1/2 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-xl -translate-y-1/2 overflow-y-auto rounded-card p-6 shadow-card sm:p-8",
  /** Full height at the right edge; a column whose children decide what scrolls. */
  sheet: "inset-y-0 right-0 flex h-dvh w-full max-w-md flex-col",
  /** A chat: the whole screen on a phone, docked at the bottom right from 640 px; a column too. */
  panel:
    "inset-0 flex flex-col overflow-hidden sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[min(40rem,calc(100dvh-2rem))] sm:w-[24rem] sm:rounded-card sm:shadow-card",
} as const;

export type DialogVariant = keyof typeof variants;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  variant?: DialogVariant;
  /** Accessible name of the close button (the content's first focusable, so it has focus on open). */
  closeLabel: string;
  /** Gets focus back on close: the button that opened a dialog rendered without a Radix trigger. */
  returnFocusTo?: HTMLElement | null;
}

export function DialogContent({
  variant = "modal",
  closeLabel,
  returnFocusTo,
  onCloseAutoFocus,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className={clsx(
          "fixed inset-0 z-50 motion-safe:animate-fade-in",
          // A docked chat leaves the page as it is; the other dialogs dim it.
          variant === "panel" ? "sm:bg-transparent" : "bg-ink-950/60",
        )}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-variant={variant}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!returnFocusTo || event.defaultPrevented) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
        className={clsx("fixed z-50 bg-white text-ink-900 focus:outline-none", variants[variant], className)}
        {...props}
      >
        <DialogPrimitive.Close
          data-slot="dialog-close"
          aria-label={closeLabel}
          className={clsx(
            "absolute z-10 grid size-11 place-items-center rounded-full text-muted hover:bg-ink-50 hover:text-ink-900",
            variant === "modal" ? "top-4 right-4" : "top-2.5 right-3",
          )}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={clsx("pr-12", className)} {...props} />;
}

export function DialogDescription(props: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" {...props} />;
}
