import { LineIcon } from "@/components/icons/line-icon";

/** The home page's security strip icons: lock, key, signed check, clock. */
export const securityIcons = {
  encryption: (
    <LineIcon>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </LineIcon>
  ),
  access: (
    <LineIcon>
      <circle cx="8" cy="14" r="4" />
      <path d="m11 11 8-8M16 6l2 2M14 8l2 2" />
    </LineIcon>
  ),
  consent: (
    <LineIcon>
      <path d="M12 3 5 6v5.5c0 4.2 3 7.7 7 8.5 4-.8 7-4.3 7-8.5V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </LineIcon>
  ),
  retention: (
    <LineIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </LineIcon>
  ),
};
