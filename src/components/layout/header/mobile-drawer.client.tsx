"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useOnRouteChange } from "@/components/ui/use-route-change";

export interface MobileDrawerProps {
  labels: { open: string; close: string; title: string };
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The mobile menu (below 768 px): a modal dialog. Focus stays inside while it is open, the page
 * behind does not scroll, and Escape, the close button or any navigation closes it.
 */
export function MobileDrawer({ labels, children }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialogRef.current?.close();
  useOnRouteChange(() => setOpen(false));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    dialog.showModal();
    const root = document.documentElement;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = "";
    };
  }, [open]);

  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="grid size-11 place-items-center rounded-full text-ink-900 hover:bg-ink-50 md:hidden"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialogRef}
        aria-label={labels.title}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onKeyDown={trapFocus}
        onClick={(e) => (e.target as Element).closest("a") && close()}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-md overflow-y-auto bg-white p-0 text-ink-900 backdrop:bg-ink-950/60 md:hidden"
      >
        <div className="sticky top-0 z-10 flex h-16 items-center justify-between border-b border-line bg-white px-5">
          <p className="text-base font-semibold">{labels.title}</p>
          <button
            type="button"
            aria-label={labels.close}
            onClick={close}
            className="grid size-11 place-items-center rounded-full hover:bg-ink-50"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {open && children}
      </dialog>
    </>
  );
}
