import { LineIcon } from "@/components/icons/line-icon";

/** Campaign manager feature icons: a group of people with a tick, a template with a variable slot and a button, a calendar with a clock, a bubble falling back to a second bubble, a reply arrow into a bubble, a bar chart. */
export const featureIcons = {
  audiences: (
    <LineIcon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16.5 4.8a3.5 3.5 0 0 1 0 6.4" />
      <path d="m17 17.5 1.75 1.75 3.25-3.75" />
    </LineIcon>
  ),
  templates: (
    <LineIcon>
      <rect x="4.5" y="2.5" width="15" height="19" rx="2" />
      <path d="M8 6.5h8M8 10h3" />
      <rect x="12.5" y="8.75" width="3.5" height="2.5" rx="1.25" />
      <rect x="7.5" y="15" width="9" height="3" rx="1.5" />
    </LineIcon>
  ),
  scheduling: (
    <LineIcon>
      <path d="M11 20H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4" />
      <path d="M3 9h16M7.5 2.5v3M14.5 2.5v3" />
      <circle cx="17" cy="17" r="4.5" />
      <path d="M17 15v2l1.5 1" />
    </LineIcon>
  ),
  fallback: (
    <LineIcon>
      <path d="M5 3h9a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H8l-3 2.5V10a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
      <path d="M19 7v5.5m-2-2 2 2 2-2" />
      <rect x="9" y="15" width="12" height="6" rx="2" />
    </LineIcon>
  ),
  replies: (
    <LineIcon>
      <path d="M5 3h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-4.5 3.5V16H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
      <path d="M10.5 6.5 7.5 9.5l3 3" />
      <path d="M7.5 9.5h6a3 3 0 0 1 3 3" />
    </LineIcon>
  ),
  results: (
    <LineIcon>
      <path d="M3 3v16.5a1.5 1.5 0 0 0 1.5 1.5H21" />
      <path d="M8 17v-4M12 17V9M16 17v-6M20 17V6" />
    </LineIcon>
  ),
};
