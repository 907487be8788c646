import { LineIcon } from "@/components/icons/line-icon";

/** Advertise feature icons: composer with typed text and a send arrow, bubble with a lightning bolt, funnel with a check, source tag, stopwatch with a check, shop front with a QR sign. */
export const featureIcons = {
  prefill: (
    <LineIcon>
      <rect x="2" y="8.5" width="14.5" height="7" rx="3.5" />
      <path d="M5.5 12h5.5M13.5 10.25v3.5" />
      <path d="M19 8.5 22.5 12 19 15.5z" />
    </LineIcon>
  ),
  instantReply: (
    <LineIcon>
      <path d="M5 3.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-4.5 3.5v-3.5H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z" />
      <path d="M13 6.5 10 10.5h4l-3 4" />
    </LineIcon>
  ),
  qualify: (
    <LineIcon>
      <path d="M3.5 4h17L14 11.5v7l-4 2v-9z" />
      <path d="m16 17.5 1.8 1.8 3.2-3.3" />
    </LineIcon>
  ),
  attribution: (
    <LineIcon>
      <path d="M3 4.5v6.1a2 2 0 0 0 .6 1.4l8.4 8.4a1.5 1.5 0 0 0 2.1 0l6.3-6.3a1.5 1.5 0 0 0 0-2.1L12 3.6a2 2 0 0 0-1.4-.6H4.5A1.5 1.5 0 0 0 3 4.5z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </LineIcon>
  ),
  freeWindow: (
    <LineIcon>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M10 2.5h4M12 2.5V6M18.5 6.5 20 5" />
      <path d="m9 13.5 2.2 2.2 4-4.2" />
    </LineIcon>
  ),
  offline: (
    <LineIcon>
      <path d="M3 9.5 4.5 4h15L21 9.5zM5 9.5v11h14v-11M14 20.5v-5h3v5" />
      <rect x="7" y="12.5" width="4" height="4" rx=".5" />
      <path d="M9 14.5h.01" />
    </LineIcon>
  ),
};
