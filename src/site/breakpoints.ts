/** SPEC §9 breakpoints, in CSS pixels; the same values are the `md`/`lg` tokens in globals.css. */
export const MOBILE_MAX_WIDTH = 767;
export const WIDE_MIN_WIDTH = 992;
export const AGENT_SELECTOR_SCROLL_WIDTH = 991;
