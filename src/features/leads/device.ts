import { MOBILE_MAX_WIDTH, WIDE_MIN_WIDTH } from "@/site/breakpoints";

/** SPEC §9: the user agent sent with a lead is capped at 500 characters. */
export const USER_AGENT_MAX_LENGTH = 500;

export type DeviceType = "mobile" | "tablet" | "desktop";

/** SPEC §9 breakpoints: up to 767 px is a phone, below 992 px a tablet. */
export function deviceType(viewportWidth: number): DeviceType {
  if (viewportWidth <= MOBILE_MAX_WIDTH) return "mobile";
  return viewportWidth < WIDE_MIN_WIDTH ? "tablet" : "desktop";
}
