import { LineIcon } from "@/components/icons/line-icon";

/** Personalize feature icons: people in a refreshing circle, a bubble with a variable slot, a cursor on a basket, a product grid, a globe with a clock, a shield with a tick. */
export const featureIcons = {
  segments: (
    <LineIcon>
      <circle cx="9" cy="9" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
      <path d="M15.5 4.5a8 8 0 0 1 5 7.5" />
      <path d="m21.5 9.5-1 2.5-2.5-1" />
    </LineIcon>
  ),
  variables: (
    <LineIcon>
      <path d="M5 3.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-4.5 3.5v-3.5H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z" />
      <path d="M7 8h3" />
      <rect x="11.5" y="6.5" width="6" height="3" rx="1.5" />
      <path d="M7 12.5h10" />
    </LineIcon>
  ),
  triggers: (
    <LineIcon>
      <path d="M3 5h2.5l2 10h10l2-7H7" />
      <circle cx="9.5" cy="19" r="1.3" />
      <circle cx="16" cy="19" r="1.3" />
      <path d="M13 2.5 11.5 6h3L13 9.5" />
    </LineIcon>
  ),
  products: (
    <LineIcon>
      <rect x="3" y="3.5" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="3.5" width="7.5" height="7.5" rx="1.5" />
      <rect x="3" y="14" width="7.5" height="7.5" rx="1.5" />
      <path d="M14 17.5h6.5M17.25 14.25v6.5" />
    </LineIcon>
  ),
  locale: (
    <LineIcon>
      <circle cx="9.5" cy="9.5" r="6.5" />
      <path d="M3 9.5h13M9.5 3c1.8 1.8 2.6 4 2.6 6.5S11.3 14.2 9.5 16c-1.8-1.8-2.6-4-2.6-6.5S7.7 4.8 9.5 3z" />
      <circle cx="18" cy="18" r="3.5" />
      <path d="M18 16.5v1.5l1 .75" />
    </LineIcon>
  ),
  guardrails: (
    <LineIcon>
      <path d="M12 2.5 4.5 5.5v6c0 4.5 3.2 8 7.5 10 4.3-2 7.5-5.5 7.5-10v-6z" />
      <path d="m8.75 12 2.25 2.25 4.25-4.5" />
    </LineIcon>
  ),
};
