import { LineIcon } from "@/components/icons/line-icon";

/** How Meta prices a message: a tick on a bubble, a globe, a tag, a clock on a bubble, an ad with a clock, stepped bars. */
export const modelIcons = {
  delivered: (
    <LineIcon>
      <path d="M20 11.5a7.5 7.5 0 0 1-11 6.6L4 19.5l1.4-4.5A7.5 7.5 0 1 1 20 11.5Z" />
      <path d="m9 11.5 2 2 4-4" />
    </LineIcon>
  ),
  country: (
    <LineIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.4 3.5 5.3 3.5 8.5s-1 6.1-3.5 8.5c-2.5-2.4-3.5-5.3-3.5-8.5s1-6.1 3.5-8.5Z" />
    </LineIcon>
  ),
  category: (
    <LineIcon>
      <path d="M3.5 12.6V4.5a1 1 0 0 1 1-1h8.1l7.9 7.9a1.5 1.5 0 0 1 0 2.1l-6.9 6.9a1.5 1.5 0 0 1-2.1 0z" />
      <circle cx="8" cy="8" r="1.5" />
    </LineIcon>
  ),
  window: (
    <LineIcon>
      <path d="M12 20a8 8 0 1 1 7.3-4.7L20.5 20l-4.3-1.2A8 8 0 0 1 12 20Z" />
      <path d="M12 8v4l2.5 1.5" />
    </LineIcon>
  ),
  entry: (
    <LineIcon>
      <rect x="3" y="4.5" width="13" height="10" rx="2" />
      <path d="M6.5 8.5h6M6.5 11h3.5" />
      <circle cx="17.5" cy="16.5" r="4" />
      <path d="M17.5 14.8v1.7l1.2.8" />
    </LineIcon>
  ),
  tiers: (
    <LineIcon>
      <path d="M4 20h16" />
      <path d="M6 20V8M11 20v-7M16 20v-4" />
      <path d="m5 5 5 3 5 2.5 4 1" />
    </LineIcon>
  ),
};
