import { LineIcon } from "@/components/icons/line-icon";

/** Developer feature icons: code brackets, a bell with a signal, a seal, circular arrows, a key, a phone with a flask. */
export const featureIcons = {
  api: (
    <LineIcon>
      <path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />
    </LineIcon>
  ),
  webhooks: (
    <LineIcon>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
      <path d="M19 3.5a4 4 0 0 1 1.5 3M5 3.5a4 4 0 0 0-1.5 3" />
    </LineIcon>
  ),
  signatures: (
    <LineIcon>
      <path d="M12 3 5 6v5.5c0 4.2 2.9 7.6 7 9.5 4.1-1.9 7-5.3 7-9.5V6z" />
      <path d="m9 12 2 2 4-4" />
    </LineIcon>
  ),
  retries: (
    <LineIcon>
      <path d="M20 12a8 8 0 0 1-14.3 4.9M4 12a8 8 0 0 1 14.3-4.9" />
      <path d="M18.5 3v4.2h-4.2M5.5 21v-4.2h4.2" />
    </LineIcon>
  ),
  idempotency: (
    <LineIcon>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 8.5-8.5M16.5 6.5l2.5 2.5M14 9l2 2" />
    </LineIcon>
  ),
  sandbox: (
    <LineIcon>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 7.5v3.2L8.6 15a1 1 0 0 0 .9 1.5h5a1 1 0 0 0 .9-1.5l-1.9-4.3V7.5M10 7.5h4" />
    </LineIcon>
  ),
};
