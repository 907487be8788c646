import { LineIcon } from "@/components/icons/line-icon";
import type { ReactNode } from "react";
import type { PartnerType } from "@/data/partners";

/** The partner types of the directory, plus referral partners, who have no listing of their own. */
export type PartnerTrack = PartnerType | "referral";

const paths: Record<PartnerTrack, ReactNode> = {
  // Two plugs meeting: systems joined together.
  integrator: (
    <>
      <path d="M9 7V3M15 7V3M6 7h12v4a6 6 0 0 1-12 0Z" />
      <path d="M12 17v4" />
    </>
  ),
  // A compass: advice on where to take the customer journey.
  consultancy: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5Z" />
    </>
  ),
  // Code brackets: software built on the platform.
  technology: (
    <>
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />
    </>
  ),
  // A signal tower: connectivity sold with the platform.
  reseller: (
    <>
      <path d="M12 11v10M8.5 21h7M9 7.5a4.2 4.2 0 0 0 0 6M15 7.5a4.2 4.2 0 0 1 0 6" />
      <path d="M6 4.5a8.5 8.5 0 0 0 0 12M18 4.5a8.5 8.5 0 0 1 0 12" />
      <circle cx="12" cy="10.5" r="1" />
    </>
  ),
  // A person passed on with an arrow: an introduction.
  referral: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0M16 12h6M19 9l3 3-3 3" />
    </>
  ),
};

/** Line icons for the partner types, drawn for the site in the style of the channel icons. */
export function PartnerTypeIcon({ type, className }: { type: PartnerTrack; className?: string }) {
  return <LineIcon className={className}>{paths[type]}</LineIcon>;
}
