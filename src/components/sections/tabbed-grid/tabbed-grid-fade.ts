/** SPEC §4: after a tab change the tabbed grid fades in over 150 ms. */
export const TABBED_GRID_FADE_MS = 150;
