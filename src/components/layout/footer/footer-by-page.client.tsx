"use client";

import type { ReactNode } from "react";
import { usePagePath } from "@/components/ui/use-page-path";

/** Shows the home page's version of the footer on the home page, the other one elsewhere. */
export function FooterByPage({ home, other }: { home: ReactNode; other: ReactNode }) {
  return usePagePath() === "/" ? home : other;
}
