"use client";

import type { ReactNode } from "react";
import { usePagePath } from "@/components/ui/use-page-path";

/** SPEC §2: on the WhatsApp pricing page a fixed notice replaces the ticker. */
export const PRICING_NOTICE_PATH = "/channels/self-serve/whatsapp/pricing";

export function PricingNoticeOrTicker({ notice, children }: { notice: string; children: ReactNode }) {
  if (usePagePath() !== PRICING_NOTICE_PATH) return children;
  return <p className="line-clamp-2 min-w-0 flex-1 md:line-clamp-1">{notice}</p>;
}
