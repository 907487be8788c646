"use client";

import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { useOnRouteChange } from "@/components/ui/use-route-change";
import type { DrawerLabels } from "./mobile-drawer-sheet.client";

export interface MobileDrawerProps {
  labels: DrawerLabels;
  children: ReactNode;
}

/**
 * The dialog's code (Radix Dialog: about 22 KB gzip, which every page would otherwise load) comes
 * when the visitor first points at, touches or focuses the menu button; by the click it is normally
 * there, and a click before it arrives opens the drawer once it has.
 */
const loadSheet = () => import("./mobile-drawer-sheet.client");
const MobileDrawerSheet = dynamic(loadSheet, { ssr: false });
const preload = () => void loadSheet();

/**
 * The mobile menu (below 768 px): the menu button and, once opened, a modal sheet. Focus stays
 * inside while it is open and returns to the button, the page behind does not scroll, and Escape,
 * the close button or any navigation closes it.
 */
export function MobileDrawer({ labels, children }: MobileDrawerProps) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  useOnRouteChange(() => setOpener(null));
  return (
    <>
      <button
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={opener !== null}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={(event) => setOpener(event.currentTarget)}
        className="grid size-11 place-items-center rounded-full text-ink-900 hover:bg-ink-50 lg:hidden"
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
      {opener && (
        <MobileDrawerSheet labels={labels} onClose={() => setOpener(null)} returnFocusTo={opener}>
          {children}
        </MobileDrawerSheet>
      )}
    </>
  );
}
