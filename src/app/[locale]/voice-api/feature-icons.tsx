import { LineIcon } from "@/components/icons/line-icon";

/** Voice feature icons: keypad, handset with in/out arrows, clicked button, mask, waveform, AI head. */
export const featureIcons = {
  ivr: (
    <LineIcon>
      <path d="M4.7 4a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M10.7 4a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M16.7 4a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M4.7 9.5a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M10.7 9.5a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M16.7 9.5a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M4.7 15a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M10.7 15a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M16.7 15a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M10.7 20.5a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0" />
    </LineIcon>
  ),
  calling: (
    <LineIcon>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z" />
      <path d="M15 4.5h6m-2-2 2 2-2 2M21 9.5h-6m2-2-2 2 2 2" />
    </LineIcon>
  ),
  clickToCall: (
    <LineIcon>
      <rect x="2.5" y="3.5" width="14" height="8" rx="4" />
      <path d="M6.5 7.5h4" />
      <path d="m13 10 8 3.3-3.6 1.3-1.3 3.6z" />
      <path d="m17.6 14.8 3.2 3.2" />
    </LineIcon>
  ),
  masking: (
    <LineIcon>
      <path d="M2.5 9.5C2.5 7.8 4 7 6 7h12c2 0 3.5.8 3.5 2.5 0 3.8-2.3 7-5 7-1.9 0-2.9-1.8-4.5-1.8S9.4 16.5 7.5 16.5c-2.7 0-5-3.2-5-7z" />
      <path d="M6.5 11h3M14.5 11h3" />
    </LineIcon>
  ),
  recording: (
    <LineIcon>
      <path d="M3.5 8v3M6.5 5.5v8M9.5 7v5M12.5 4.5v10" />
      <circle cx="18" cy="9.5" r="2.5" />
      <path d="M3.5 18.5h17M3.5 21.5h11" />
    </LineIcon>
  ),
  voiceAgents: (
    <LineIcon>
      <rect x="3" y="8" width="12" height="11" rx="3" />
      <circle cx="9" cy="3.5" r="1.3" />
      <path d="M9 8V4.8M7 13v.01M11 13v.01" />
      <path d="M17.5 11a3 3 0 0 1 0 5M20 9a6 6 0 0 1 0 9" />
    </LineIcon>
  ),
};
