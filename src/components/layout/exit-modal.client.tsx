"use client";

import { useEffect } from "react";
import { EXIT_MODAL_KEY } from "@/features/consent/groups";

/**
 * Calls `onExit` once per browser, the first time the mouse leaves the document (towards the tab
 * bar or another window), then flags it in localStorage `exitModal` (SPEC §4 "Exit modal").
 */
export function useExitIntent(onExit: () => void) {
  useEffect(() => {
    if (localStorage.getItem(EXIT_MODAL_KEY) !== null) return;
    const root = document.documentElement;
    const leave = (event: MouseEvent) => {
      // Leaving for a child element or an iframe is not leaving the page.
      if (event.relatedTarget !== null) return;
      root.removeEventListener("mouseleave", leave);
      localStorage.setItem(EXIT_MODAL_KEY, "true");
      onExit();
    };
    root.addEventListener("mouseleave", leave);
    return () => root.removeEventListener("mouseleave", leave);
  }, [onExit]);
}

const noContent = () => {};

/**
 * SPEC §2: the exit modal renders nothing. It keeps the hook point: the moment is detected and
 * flagged, so an offer can be shown here one day without changing when it appears.
 */
export function ExitModal() {
  useExitIntent(noContent);
  return null;
}
