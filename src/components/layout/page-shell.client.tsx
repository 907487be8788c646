"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordVisit } from "@/features/shell/record-visit";
import { whenIdle } from "@/lib/when-idle";

/**
 * Runs the page-shell rules on every route; mounted by the re-keyed `template.tsx`. The first
 * storage access of a page is slow, so the visit is recorded when the browser is idle, and at once
 * if the page is left or the route changes before that.
 */
export function PageShell() {
  const pathname = usePathname();
  useEffect(() => {
    const { pathname: path, search } = window.location;
    let pending = true;
    const record = () => {
      if (!pending) return;
      pending = false;
      recordVisit({ pathname: path, search });
    };
    const cancel = whenIdle(record);
    window.addEventListener("pagehide", record);
    return () => {
      cancel();
      window.removeEventListener("pagehide", record);
      record();
    };
  }, [pathname]);
  return null;
}
