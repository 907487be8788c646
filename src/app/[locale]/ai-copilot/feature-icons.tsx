import { LineIcon } from "@/components/icons/line-icon";

/** AI Copilot guardrail icons: a person with a tick, a list under a spark, a shield with a tick, a chat with a tick, a padlock, a clock turning back. */
export const featureIcons = {
  approval: (
    <LineIcon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6 1.6 0 3 .6 4.1 1.6" />
      <path d="m15 18 2 2 4-4.5" />
    </LineIcon>
  ),
  sources: (
    <LineIcon>
      <rect x="4" y="6" width="16" height="15" rx="2" />
      <path d="M8 11h8M8 14.5h8M8 18h5" />
      <path d="m12 1.5.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z" />
    </LineIcon>
  ),
  rules: (
    <LineIcon>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </LineIcon>
  ),
  consent: (
    <LineIcon>
      <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.2A8 8 0 1 1 20 12z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </LineIcon>
  ),
  permissions: (
    <LineIcon>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <path d="M12 14.5v2.5" />
    </LineIcon>
  ),
  history: (
    <LineIcon>
      <path d="M4 12a8 8 0 1 0 2.3-5.7" />
      <path d="M4 4v4h4" />
      <path d="M12 8v4l3 2" />
    </LineIcon>
  ),
};
