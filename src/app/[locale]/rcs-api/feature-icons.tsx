import { LineIcon } from "@/components/icons/line-icon";

/** RCS feature icons: verified seal, image card, swipeable cards, bubble with reply chips, read ticks over a typing bubble, RCS bubble falling back to SMS. */
export const featureIcons = {
  verified: (
    <LineIcon>
      <path d="M12 2.7l2.3 2.1 3.2-.3.6 3 2.7 1.6-1.2 2.9 1.2 2.9-2.7 1.6-.6 3-3.2-.3-2.3 2.1-2.3-2.1-3.2.3-.6-3-2.7-1.6 1.2-2.9-1.2-2.9 2.7-1.6.6-3 3.2.3z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </LineIcon>
  ),
  richCards: (
    <LineIcon>
      <rect x="4.5" y="3" width="15" height="18" rx="2" />
      <path d="M4.5 12h15M7.5 10l3-3 2.5 2.5 1.5-1.5 2 2" />
      <path d="M7.5 15.5h9M7.5 18h5" />
    </LineIcon>
  ),
  carousels: (
    <LineIcon>
      <rect x="7" y="3.5" width="10" height="15" rx="2" />
      <path d="M4 6v10M20 6v10" />
      <path d="M10 21.5h.01M12 21.5h.01M14 21.5h.01" />
    </LineIcon>
  ),
  suggestions: (
    <LineIcon>
      <path d="M5 3h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2H9l-3.5 2.5V11H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
      <rect x="3" y="16" width="8" height="5" rx="2.5" />
      <rect x="13" y="16" width="8" height="5" rx="2.5" />
    </LineIcon>
  ),
  receipts: (
    <LineIcon>
      <path d="m2.5 7.5 3.5 3.5 7-7M11 10l1 1 7-7" />
      <rect x="4" y="14" width="16" height="7.5" rx="3.75" />
      <path d="M8.5 17.75h.01M12 17.75h.01M15.5 17.75h.01" />
    </LineIcon>
  ),
  fallback: (
    <LineIcon>
      <rect x="3" y="3" width="12" height="8" rx="2" />
      <path d="M15 7h2.5a2.5 2.5 0 0 1 2.5 2.5v3.5m-2-2 2 2 2-2" />
      <rect x="9" y="15" width="12" height="6" rx="2" />
      <path d="M6 7h6" />
    </LineIcon>
  ),
};
