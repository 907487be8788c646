import { LineIcon } from "@/components/icons/line-icon";

/** The workspace's layers: a flow with a spark, a megaphone, an inbox tray with a bubble, a profile card, a dashboard, a plug. */
export const featureIcons = {
  builder: (
    <LineIcon>
      <rect x="2.5" y="3" width="7" height="5" rx="1.2" />
      <rect x="2.5" y="16" width="7" height="5" rx="1.2" />
      <path d="M6 8v8M9.5 5.5H13a2 2 0 0 1 2 2v1" />
      <path d="m18 10.5 1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z" />
    </LineIcon>
  ),
  campaigns: (
    <LineIcon>
      <path d="M3 10v4a1 1 0 0 0 1 1h2.5l7 5V4l-7 5H4a1 1 0 0 0-1 1z" />
      <path d="M17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" />
    </LineIcon>
  ),
  inbox: (
    <LineIcon>
      <path d="M3 14h5l1.5 2.5h5L16 14h5" />
      <path d="M5.5 6H9M21 14v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4l2.5-8" />
      <path d="M13 3h8v5.5h-4.5L13 11z" />
    </LineIcon>
  ),
  data: (
    <LineIcon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="10" r="2.2" />
      <path d="M5 16.5a3.5 3.5 0 0 1 7 0M14 9h4M14 12.5h4M14 16h2.5" />
    </LineIcon>
  ),
  analytics: (
    <LineIcon>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M7 16.5v-3M11 16.5v-6M15 16.5v-4.5M19 16.5V7.5" />
    </LineIcon>
  ),
  integrations: (
    <LineIcon>
      <path d="M9 3v4M15 3v4" />
      <path d="M6.5 7h11v3.5a5.5 5.5 0 0 1-11 0z" />
      <path d="M12 16v5" />
    </LineIcon>
  ),
};

/** Governance: a key in a shield, a list with a clock, a globe with a pin, an eye struck through. */
export const governanceIcons = {
  roles: (
    <LineIcon>
      <path d="M12 2.5 4.5 5.5v5.5c0 4.6 3.2 8.6 7.5 10 4.3-1.4 7.5-5.4 7.5-10V5.5z" />
      <circle cx="12" cy="10" r="2.2" />
      <path d="M12 12.2V16m0-1.8h1.8" />
    </LineIcon>
  ),
  audit: (
    <LineIcon>
      <path d="M11 20H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4" />
      <path d="M7 7.5h6M7 11h4" />
      <circle cx="17" cy="16.5" r="4.5" />
      <path d="M17 14.5v2l1.4 1" />
    </LineIcon>
  ),
  region: (
    <LineIcon>
      <path d="M20.5 11A8.5 8.5 0 1 0 12 20.5" />
      <path d="M3.5 12h9M12 3.5c-2.2 2.4-3.3 5.2-3.3 8.5s1.1 6.1 3.3 8.5M12 3.5c1.9 2 3 4.4 3.2 7" />
      <path d="M18 21.5s-3.5-3-3.5-5.5a3.5 3.5 0 0 1 7 0c0 2.5-3.5 5.5-3.5 5.5z" />
      <circle cx="18" cy="16" r="1" />
    </LineIcon>
  ),
  masking: (
    <LineIcon>
      <path d="M2.5 12S6 5.5 12 5.5c1.5 0 2.8.4 4 1M21.5 12S18 18.5 12 18.5c-1.5 0-2.8-.4-4-1" />
      <path d="M9.5 14.5a3.5 3.5 0 0 1 5-5" />
      <path d="M3.5 20.5 20.5 3.5" />
    </LineIcon>
  ),
};
