import { LineIcon } from "@/components/icons/line-icon";
import type { ReactNode } from "react";

/** Line icons for the careers page's "how we work" values, in the style of the channel icons. */
export const valueIcons = {
  customer: (
    <LineIcon>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1Z" />
      <path d="M10 9.2a2 2 0 1 1 2.6 1.9c-.4.2-.6.5-.6.9v.5M12 14.5h.01" />
    </LineIcon>
  ),
  writing: (
    <LineIcon>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </LineIcon>
  ),
  small: (
    <LineIcon>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      <path d="M16 9.5l2-2 2 2M18 7.5V13" />
    </LineIcon>
  ),
  ownership: (
    <LineIcon>
      <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6Z" />
      <path d="M9 12l2 2 4-4" />
    </LineIcon>
  ),
  trust: (
    <LineIcon>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </LineIcon>
  ),
} satisfies Record<string, ReactNode>;

export type ValueId = keyof typeof valueIcons;
