"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordVisit } from "@/features/shell/record-visit";

/** Runs the page-shell rules on every route; mounted by the re-keyed `template.tsx`. */
export function PageShell() {
  const pathname = usePathname();
  useEffect(() => recordVisit(window.location), [pathname]);
  return null;
}
