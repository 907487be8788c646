import { LineIcon } from "@/components/icons/line-icon";

/** ACE LLM feature icons: a document with a tick, a bubble with sliders, a person with an arrow, short lines, a globe, a plug. */
export const featureIcons = {
  grounded: (
    <LineIcon>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="m9 14 2 2 4-4.5" />
    </LineIcon>
  ),
  rules: (
    <LineIcon>
      <path d="M20 11.5a7.5 7.5 0 0 1-11 6.6L4 19.5l1.4-4.6A7.5 7.5 0 1 1 20 11.5z" />
      <path d="M9 9.5h6M9 13.5h6" />
      <circle cx="11" cy="9.5" r="1" />
      <circle cx="13.5" cy="13.5" r="1" />
    </LineIcon>
  ),
  handover: (
    <LineIcon>
      <circle cx="15.5" cy="7.5" r="3" />
      <path d="M10 20v-1a5.5 5.5 0 0 1 11 0v1" />
      <path d="M3 13h6m-2.5-2.5L9 13l-2.5 2.5" />
    </LineIcon>
  ),
  short: (
    <LineIcon>
      <rect x="3.5" y="5" width="17" height="11" rx="3" />
      <path d="M8 19.5 10 16M7.5 9.5h9M7.5 12.5h5" />
    </LineIcon>
  ),
  languages: (
    <LineIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </LineIcon>
  ),
  actions: (
    <LineIcon>
      <path d="M9 3v4M15 3v4" />
      <path d="M6.5 7h11v4a5.5 5.5 0 0 1-11 0z" />
      <path d="M12 16.5V21" />
    </LineIcon>
  ),
};
