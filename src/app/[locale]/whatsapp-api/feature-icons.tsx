import { LineIcon } from "@/components/icons/line-icon";

/** WhatsApp feature icons: template with a button, bubble with reply buttons, cart, multi-step form, inbox tray, QR code. */
export const featureIcons = {
  templates: (
    <LineIcon>
      <rect x="4.5" y="2.5" width="15" height="19" rx="2" />
      <path d="M8 6.5h8M8 9.5h8M8 12.5h5" />
      <rect x="7.5" y="16" width="9" height="2.5" rx="1.25" />
    </LineIcon>
  ),
  interactive: (
    <LineIcon>
      <path d="M5 2.5h14a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H9.5l-3.5 2.5V9.5H5a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2z" />
      <rect x="3" y="14" width="18" height="3.25" rx="1.6" />
      <rect x="3" y="19" width="18" height="3.25" rx="1.6" />
    </LineIcon>
  ),
  commerce: (
    <LineIcon>
      <path d="M2.5 3.5H5l2.2 11h10.6l2.2-7.5H6" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </LineIcon>
  ),
  flows: (
    <LineIcon>
      <path d="M3 5a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 5a2 2 0 1 0 4 0 2 2 0 1 0-4 0M17 5a2 2 0 1 0 4 0 2 2 0 1 0-4 0" />
      <path d="M7 5h3M14 5h3" />
      <rect x="3" y="10" width="18" height="4" rx="1" />
      <rect x="3" y="16.5" width="10" height="4" rx="2" />
    </LineIcon>
  ),
  inbox: (
    <LineIcon>
      <path d="M5.5 4.5h13l2.5 9V19a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 19v-5.5z" />
      <path d="M3 13.5h5l1.5 2.5h5l1.5-2.5h5" />
      <path d="M8.5 8h7M9.5 10.75h5" />
    </LineIcon>
  ),
  clickToChat: (
    <LineIcon>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M6.5 6.5h.01M17.5 6.5h.01M6.5 17.5h.01M14 14h3v3M21 14v.01M17 21h4v-4M14 17.5V21" />
    </LineIcon>
  ),
};
