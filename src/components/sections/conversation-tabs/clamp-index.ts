/**
 * Keeps an index inside `0 … count - 1` (SPEC §4: conversation tabs clamp their index between 0 and
 * the last tab). Fractions round down; with no items, or an index that is not a number, it is 0.
 */
export function clampIndex(index: number, count: number): number {
  if (!(count >= 1) || Number.isNaN(index)) return 0;
  return Math.min(Math.max(Math.floor(index), 0), Math.floor(count) - 1);
}
