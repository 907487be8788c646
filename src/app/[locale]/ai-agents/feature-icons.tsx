import { LineIcon } from "@/components/icons/line-icon";

/** Channel icons: chat bubble with a handset, verified bubble, browser with a chat bubble, handset with sound waves. */
export const channelIcons = {
  whatsapp: (
    <LineIcon>
      <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z" />
      <path d="M9 8.5c0 3.6 2.9 6.5 6.5 6.5l.9-1.8-2-1-1 1a4.5 4.5 0 0 1-2.6-2.6l1-1-1-2z" />
    </LineIcon>
  ),
  rcs: (
    <LineIcon>
      <path d="M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      <path d="m8.5 10.5 2.3 2.3 4.7-4.6" />
    </LineIcon>
  ),
  webChat: (
    <LineIcon>
      <rect x="2.5" y="4" width="19" height="16" rx="2" />
      <path d="M2.5 8h19M5.5 6h.01M7.5 6h.01" />
      <path d="M8 11.5h8a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-4l-2.5 1.8v-1.8H8a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1z" />
    </LineIcon>
  ),
  voice: (
    <LineIcon>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z" />
      <path d="M15 3.5a5.5 5.5 0 0 1 5.5 5.5M15 7a2 2 0 0 1 2 2" />
    </LineIcon>
  ),
};

/** Hand-over and guardrail icons: stacked history, branch to a person, person with an arrow, clock, open book, shield. */
export const handoverIcons = {
  context: (
    <LineIcon>
      <rect x="3" y="3.5" width="13" height="8" rx="2" />
      <rect x="8" y="12.5" width="13" height="8" rx="2" />
      <path d="M6 7.5h7M11 16.5h7" />
    </LineIcon>
  ),
  triggers: (
    <LineIcon>
      <path d="M4 20V10a4 4 0 0 1 4-4h9" />
      <path d="m14 3 3 3-3 3" />
      <path d="M4 14h6a3 3 0 0 1 3 3v3" />
    </LineIcon>
  ),
  routing: (
    <LineIcon>
      <circle cx="9" cy="7.5" r="3.5" />
      <path d="M3 20.5a6 6 0 0 1 12 0" />
      <path d="M16 12h5.5m-2-2 2 2-2 2" />
    </LineIcon>
  ),
  hours: (
    <LineIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </LineIcon>
  ),
  sources: (
    <LineIcon>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z" />
      <path d="M12 6.5v13" />
    </LineIcon>
  ),
  limits: (
    <LineIcon>
      <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </LineIcon>
  ),
};

/** Related product icons: headset, pencil with a spark, chip. */
export const relatedIcons = {
  agentAssist: (
    <LineIcon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 2.5h-3" />
    </LineIcon>
  ),
  aiCopilot: (
    <LineIcon>
      <path d="M14.5 5.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />
      <path d="m18.5 13.5.8 1.9 1.9.8-1.9.8-.8 1.9-.8-1.9-1.9-.8 1.9-.8z" />
    </LineIcon>
  ),
  aceLlm: (
    <LineIcon>
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <path d="M9.5 9.5h5v5h-5z" />
      <path d="M9 2.5V6M15 2.5V6M9 18v3.5M15 18v3.5M2.5 9H6M2.5 15H6M18 9h3.5M18 15h3.5" />
    </LineIcon>
  ),
};
