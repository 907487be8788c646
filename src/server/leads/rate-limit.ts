import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Submissions per client and window, counted in the lead store so every instance sharing one
 * PostgreSQL shares the count. Addresses are stored hashed. A failing store lets the lead through:
 * losing a lead is worse than a burst of spam.
 */
export function leadRateLimiter(db: Db, points: number, windowSeconds: number) {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    points,
    duration: windowSeconds,
    keyPrefix: "lead",
  });
  return async function consume(clientAddress: string): Promise<RateDecision> {
    const key = createHash("sha256").update(clientAddress).digest("base64url").slice(0, 22);
    try {
      await limiter.consume(key);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      console.error("Rate limit store failed; the submission is let through", rejection);
      return { allowed: true };
    }
  };
}
