import type { Locale } from "./routing";
import type common from "../../messages/en/common.json";
import type home from "../../messages/en/home.json";
import type errors from "../../messages/en/errors.json";

/** One file per namespace: `messages/<locale>/<namespace>.json`. */
export const namespaces = ["common", "home", "errors"] as const;
export type Namespace = (typeof namespaces)[number];

export interface Messages {
  common: typeof common;
  home: typeof home;
  errors: typeof errors;
}

type Value = string | Value[] | Tree;
type Tree = { [key: string]: Value };

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

async function loadOwn(locale: Locale): Promise<Tree> {
  const entries = await Promise.all(
    namespaces.map(
      async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default as Tree] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** Messages for a locale; `en-AE` holds only its differences from `en`. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const own = await loadOwn(locale);
  if (locale !== "en-AE") return own as unknown as Messages;
  const en = (await loadOwn("en")) as unknown as Messages & Tree;
  return mergeMessages(en, own);
}
