import { LineIcon } from "@/components/icons/line-icon";
import type { ReactNode } from "react";

/** Line icons for the channels, drawn for the site (no third-party brand marks). */
export const channelIcons = {
  whatsapp: (
    <LineIcon>
      <path d="M12 3.5a8.5 8.5 0 0 1 0 17 8.4 8.4 0 0 1-4.2-1.1L3.5 20.5l1.2-4.1A8.5 8.5 0 0 1 12 3.5Z" />
      <path d="M9 8.8c0 3 2.2 5.6 5.4 6.2l1.1-1.3-1.9-1-1 .8a4.3 4.3 0 0 1-2-2l.8-1-.9-1.9Z" />
    </LineIcon>
  ),
  rcs: (
    <LineIcon>
      <rect x="3" y="4" width="18" height="13" rx="3" />
      <path d="M8 21l2.5-4M7 9h6M7 12h4" />
      <path d="M17 8.5l.6 1.3 1.4.2-1 1 .2 1.4-1.2-.7-1.2.7.2-1.4-1-1 1.4-.2Z" />
    </LineIcon>
  ),
  voice: (
    <LineIcon>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
      <path d="M15 3.5a6 6 0 0 1 5.5 5.5M15 7a2.5 2.5 0 0 1 2 2" />
    </LineIcon>
  ),
  sms: (
    <LineIcon>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1Z" />
      <path d="M8 10h.01M12 10h.01M16 10h.01" strokeWidth="2.6" />
    </LineIcon>
  ),
  ai: (
    <LineIcon>
      <rect x="5" y="8" width="14" height="11" rx="3" />
      <path d="M12 8V5M9.5 13h.01M14.5 13h.01M10 16h4M3 13v2M21 13v2" />
      <circle cx="12" cy="4" r="1" />
    </LineIcon>
  ),
} satisfies Record<string, ReactNode>;
