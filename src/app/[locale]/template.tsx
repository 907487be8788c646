import type { ReactNode } from "react";
import { PageShell } from "@/components/layout/page-shell.client";

// A template re-mounts on every navigation: each route gets fresh page state (SPEC §2 "re-keyed").
export default function Template({ children }: { children: ReactNode }) {
  return (
    <>
      <PageShell />
      {children}
    </>
  );
}
