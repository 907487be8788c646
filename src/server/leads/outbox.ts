import { and, eq, sql } from "drizzle-orm";
import type { CrmTarget } from "../config";
import type { Db } from "../db/client";
import { leadOutbox } from "../db/schema";
import { deliver, type OutgoingLead } from "./crm";

export interface DeliveryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMs: number;
}

/** How many due rows one pass claims. */
export const CLAIM_BATCH = 10;

/**
 * Wait before attempt `attempts + 1`: exponential from the base, capped, with 'equal jitter' (half
 * fixed, half random) so many failed leads do not retry in step.
 */
export function backoffMs(attempts: number, policy: DeliveryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** A claimed row stays with its worker this long; the delivery timeout ends well before. */
export function leaseMs(policy: DeliveryPolicy): number {
  return policy.timeoutMs * 2 + 30_000;
}

type Claimed = OutgoingLead & { attempts: number };
interface ClaimedRow {
  lead_id: string;
  attempts: number;
  created_at: string | Date;
  form: string;
  form_position: string;
  locale: string;
  record: OutgoingLead["record"];
}

/**
 * Claims due rows for this worker: pending rows whose time has come, and rows whose previous
 * worker's lease ran out (it died mid-delivery). `FOR UPDATE SKIP LOCKED` lets several workers on
 * one PostgreSQL claim disjoint rows.
 */
async function claim(db: Db, policy: DeliveryPolicy): Promise<Claimed[]> {
  const result = (await db.execute(sql`
    UPDATE lead_outbox o
       SET state = 'delivering', attempts = o.attempts + 1, updated_at = now(),
           lease_until = now() + ${leaseMs(policy)} * interval '1 millisecond'
      FROM leads l
     WHERE l.id = o.lead_id
       AND o.lead_id IN (
         SELECT lead_id FROM lead_outbox
          WHERE (state = 'pending' AND next_attempt_at <= now())
             OR (state = 'delivering' AND lease_until < now())
          ORDER BY next_attempt_at
          LIMIT ${CLAIM_BATCH}
          FOR UPDATE SKIP LOCKED)
    RETURNING o.lead_id, o.attempts, l.created_at, l.form, l.form_position, l.locale, l.record`)) as unknown as {
    rows: ClaimedRow[];
  };
  return result.rows.map((row) => ({
    id: row.lead_id,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    form: row.form,
    formPosition: row.form_position,
    locale: row.locale,
    record: row.record,
  }));
}

/** The row is still this worker's: same attempt, still delivering. */
function owned(lead: Claimed) {
  return and(
    eq(leadOutbox.leadId, lead.id),
    eq(leadOutbox.state, "delivering"),
    eq(leadOutbox.attempts, lead.attempts),
  );
}

async function settle(db: Db, target: CrmTarget, policy: DeliveryPolicy, lead: Claimed): Promise<boolean> {
  try {
    await deliver(target, lead, policy.timeoutMs);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const dead = lead.attempts >= policy.maxAttempts;
    await db
      .update(leadOutbox)
      .set({
        state: dead ? "dead" : "pending",
        lastError: message,
        leaseUntil: null,
        nextAttemptAt: new Date(Date.now() + (dead ? 0 : backoffMs(lead.attempts, policy))),
        updatedAt: new Date(),
      })
      .where(owned(lead));
    if (dead) console.error(`Lead ${lead.id} is dead after ${lead.attempts} attempts: ${message}`);
    return false;
  }
  await db
    .update(leadOutbox)
    .set({
      state: "delivered",
      deliveredTo: target.kind,
      deliveredAt: new Date(),
      lastError: null,
      leaseUntil: null,
      updatedAt: new Date(),
    })
    .where(owned(lead));
  return true;
}

/** One pass: claims due rows and delivers them in parallel. Answers how many were claimed. */
export async function deliverDue(db: Db, target: CrmTarget, policy: DeliveryPolicy): Promise<number> {
  if (target.kind === "none") return 0;
  const claimed = await claim(db, policy);
  await Promise.all(claimed.map((lead) => settle(db, target, policy, lead)));
  return claimed.length;
}

/**
 * Runs passes until stopped: straight away again while there was work, else after `pollMs`.
 * Errors of a pass (database away) are logged and the next pass tries again.
 */
export function startWorker(db: Db, target: CrmTarget, policy: DeliveryPolicy & { pollMs: number }) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = deliverDue(db, target, policy)
      .catch((error: unknown) => {
        console.error("Lead delivery pass failed", error);
        return 0;
      })
      .then((claimed) => {
        if (!stopped) timer = setTimeout(loop, claimed === CLAIM_BATCH ? 0 : policy.pollMs);
      });
  };
  if (target.kind !== "none") loop();
  return async function stop() {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** Puts dead (or any undelivered) leads back in the queue for an immediate attempt. */
export async function retryLead(db: Db, leadId: string): Promise<boolean> {
  const rows = await db
    .update(leadOutbox)
    .set({
      state: "pending",
      attempts: 0,
      nextAttemptAt: new Date(),
      leaseUntil: null,
      updatedAt: new Date(),
    })
    .where(and(eq(leadOutbox.leadId, leadId), sql`${leadOutbox.state} <> 'delivered'`))
    .returning({ id: leadOutbox.leadId });
  return rows.length > 0;
}
