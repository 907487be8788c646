import type { Lifetime } from "@/features/consent/inventory";

const DAY_S = 86_400;
const YEAR_S = 365 * DAY_S;

/** A lifetime as the message to show: whole years where it is years, else days. */
export function lifetimeMessage(lifetime: Lifetime): {
  key: "years" | "days" | Exclude<Lifetime, object>;
  count?: number;
} {
  if (typeof lifetime === "string") return { key: lifetime };
  if (lifetime.seconds % YEAR_S === 0) return { key: "years", count: lifetime.seconds / YEAR_S };
  return { key: "days", count: Math.round(lifetime.seconds / DAY_S) };
}
