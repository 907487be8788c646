import { LineIcon } from "@/components/icons/line-icon";

/** Conversation builder feature icons: question bubble with a reply, branching condition, plug, sparkles, hand-over arrow to a person, publish arrow. */
export const featureIcons = {
  steps: (
    <LineIcon>
      <path d="M4 3h11a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H9l-3 2.5V12H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
      <path d="M6 6.5h7M6 9h4" />
      <rect x="11" y="17" width="11" height="4" rx="2" />
    </LineIcon>
  ),
  branches: (
    <LineIcon>
      <path d="m12 2.5 3.5 3.5L12 9.5 8.5 6z" />
      <path d="M12 9.5V13M6 17v-4h12v4" />
      <rect x="3" y="17" width="6" height="4" rx="1" />
      <rect x="15" y="17" width="6" height="4" rx="1" />
    </LineIcon>
  ),
  integrations: (
    <LineIcon>
      <path d="M9 3v4M15 3v4" />
      <path d="M6.5 7h11v3.5a5.5 5.5 0 0 1-11 0z" />
      <path d="M12 16v5" />
    </LineIcon>
  ),
  aiSteps: (
    <LineIcon>
      <path d="m10 4 1.8 4.7 4.7 1.8-4.7 1.8L10 17l-1.8-4.7-4.7-1.8 4.7-1.8z" />
      <path d="M18 3v4M16 5h4M18 15v5M15.5 17.5h5" />
    </LineIcon>
  ),
  handover: (
    <LineIcon>
      <circle cx="16" cy="8" r="3" />
      <path d="M10.5 20a5.5 5.5 0 0 1 11 0" />
      <path d="M2.5 12h7M7 9.5 9.5 12 7 14.5" />
    </LineIcon>
  ),
  publish: (
    <LineIcon>
      <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
      <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
    </LineIcon>
  ),
};
