import type { Locale } from "./routing";

type Value = string | Value[] | Tree;
export type Tree = { [key: string]: Value };

/** Locales that hold only their differences from another locale, which fills in the rest per key. */
export const fallbackLocale: Partial<Record<Locale, Locale>> = { "en-AE": "en" };

const isTree = (v: Value | undefined): v is Tree => typeof v === "object" && !Array.isArray(v);

/**
 * Deep merge where `override` wins per key: how `en-AE` falls back to `en` for the keys it omits.
 * Arrays (a list of FAQ items, a chat) are one value each: replaced whole, never merged.
 */
export function mergeMessages<T extends Tree>(base: T, override: Tree): T {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = isTree(value) && isTree(current) ? mergeMessages(current, value) : value;
  }
  return out as T;
}
