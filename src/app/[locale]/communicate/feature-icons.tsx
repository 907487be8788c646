import { LineIcon } from "@/components/icons/line-icon";

/** Communicate feature icons: a route splitting in two, a bubble with double ticks, queued lines with a priority arrow, two overlapping message versions, a crescent moon with a tick, a price tag. */
export const featureIcons = {
  routes: (
    <LineIcon>
      <circle cx="4.5" cy="12" r="2" />
      <path d="M6.5 12H9l3.5-6H20M9 12l3.5 6H20" />
      <path d="m17.5 3.5 2.5 2.5-2.5 2.5M17.5 15.5l2.5 2.5-2.5 2.5" />
    </LineIcon>
  ),
  receipts: (
    <LineIcon>
      <path d="M5 3h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-4.5 3.5V16H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
      <path d="m6.5 9.5 2 2 4-4.5M11.5 11.5l4-4.5" />
    </LineIcon>
  ),
  queues: (
    <LineIcon>
      <path d="M3 6h10M3 12h10M3 18h10" />
      <path d="M19 20V4m-3 3 3-3 3 3" />
    </LineIcon>
  ),
  versions: (
    <LineIcon>
      <rect x="3" y="3" width="12" height="9" rx="2" />
      <path d="M6 6.5h6M6 9h3.5" />
      <path d="M15 8h4a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-2" />
      <path d="M12.5 15h5.5M12.5 12h5.5" />
    </LineIcon>
  ),
  consent: (
    <LineIcon>
      <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z" />
      <path d="m8.5 13 2 2 4-4.5" />
    </LineIcon>
  ),
  costs: (
    <LineIcon>
      <path d="M3 11.2V4.5A1.5 1.5 0 0 1 4.5 3h6.7a1.5 1.5 0 0 1 1 .4l8.4 8.4a1.5 1.5 0 0 1 0 2.1l-6.7 6.7a1.5 1.5 0 0 1-2.1 0l-8.4-8.4a1.5 1.5 0 0 1-.4-1z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </LineIcon>
  ),
};
