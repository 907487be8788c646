/**
 * The arguments of the chat plugin's `setUserId(id, selectedAgent, url, utmParts)` (SPEC §5, §9).
 * The spec gives the limits, not the shape of a UTM part; this module decides it once:
 * each campaign value is cut into 24-character chunks, each chunk keyed by its parameter name
 * (a `2`, `3`… suffix on later chunks) cut to 15 characters, in the order of the UTM set, at most
 * eight parts in all, with `_` written as `*` in keys and values (the plugin's field syntax
 * reserves the underscore).
 */
import { UTM_KEYS, type UtmSet } from "@/features/shell/utm";

export const AGENT_NAME_MAX = 24;
export const UTM_PARTS_MAX = 8;
export const UTM_KEY_CHUNK = 15;
export const UTM_VALUE_CHUNK = 24;

/** The last 8 digits of the timestamp plus 6 random hex characters, uppercased. */
export function chatUserId(now: number = Date.now(), random: () => number = Math.random): string {
  const hex = Array.from({ length: 6 }, () => Math.floor(random() * 16).toString(16)).join("");
  return `${String(now).slice(-8)}${hex}`.toUpperCase();
}

/** The agent's name as the plugin takes it: at most 24 characters (whole code points). */
export function chatAgentName(name: string): string {
  return [...name.trim()].slice(0, AGENT_NAME_MAX).join("");
}

export type UtmPart = { key: string; value: string };

const star = (text: string) => text.replaceAll("_", "*");

/** The visitor's campaign as at most eight `{ key, value }` parts (see the module comment). */
export function chatUtmParts(utm: Partial<UtmSet> | null): UtmPart[] {
  const parts: UtmPart[] = [];
  for (const key of UTM_KEYS) {
    const chars = [...(utm?.[key] ?? "")];
    for (let at = 0, n = 1; at < chars.length; at += UTM_VALUE_CHUNK, n++) {
      if (parts.length === UTM_PARTS_MAX) return parts;
      const name = n === 1 ? key : `${key}${n}`;
      parts.push({
        key: star([...name].slice(0, UTM_KEY_CHUNK).join("")),
        value: star(chars.slice(at, at + UTM_VALUE_CHUNK).join("")),
      });
    }
  }
  return parts;
}
