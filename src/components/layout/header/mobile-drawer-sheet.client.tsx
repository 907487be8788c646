"use client";

import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog.client";

export interface DrawerLabels {
  open: string;
  close: string;
  title: string;
}

/** The open drawer: the site's dialog as a sheet. A click on any link in it closes it. */
export default function MobileDrawerSheet({
  labels,
  onClose,
  returnFocusTo,
  children,
}: {
  labels: DrawerLabels;
  onClose(): void;
  returnFocusTo: HTMLElement;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        variant="sheet"
        closeLabel={labels.close}
        returnFocusTo={returnFocusTo}
        aria-describedby={undefined}
        onClick={(event) => (event.target as Element).closest("a") && onClose()}
        className="lg:hidden"
      >
        <div className="flex h-16 shrink-0 items-center border-b border-line px-5">
          <DialogTitle className="text-base font-semibold">{labels.title}</DialogTitle>
        </div>
        <div className="grow overflow-y-auto">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
