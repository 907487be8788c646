import { LineIcon } from "@/components/icons/line-icon";
import type { ReactNode } from "react";

/** Line icons for the systems around a customer, drawn for the site. */
export const systemIcons = {
  crm: (
    <LineIcon className="size-5">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2.2" />
      <path d="M5.8 16.2a3.6 3.6 0 0 1 6.4 0M14.5 10h3.5M14.5 13.5h3.5" />
    </LineIcon>
  ),
  commerce: (
    <LineIcon className="size-5">
      <path d="M5 8h14l-1.2 11.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8Z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </LineIcon>
  ),
  support: (
    <LineIcon className="size-5">
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 2h-3" />
    </LineIcon>
  ),
  marketing: (
    <LineIcon className="size-5">
      <path d="M4 10v4a1 1 0 0 0 1 1h2l6 4V5L7 9H5a1 1 0 0 0-1 1Z" />
      <path d="M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />
    </LineIcon>
  ),
  channels: (
    <LineIcon className="size-5">
      <path d="M3.5 5.5h11a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H8l-3.5 3v-3h-1a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1Z" />
      <path d="M18.5 9.5h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-1v3l-3.5-3h-4.5a1 1 0 0 1-1-1v-.5" />
    </LineIcon>
  ),
  payments: (
    <LineIcon className="size-5">
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </LineIcon>
  ),
  analytics: (
    <LineIcon className="size-5">
      <path d="M4 20h16M7 16v-4M12 16V7M17 16v-6" />
    </LineIcon>
  ),
} satisfies Record<string, ReactNode>;

export type SystemIcon = keyof typeof systemIcons;
