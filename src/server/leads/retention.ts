import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { leads } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the site deletes leads past the retention period. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the leads submitted more than `days` ago, spam included (their outbox rows go with them).
 * The privacy policy's retention section states this period (LEADS_RETENTION_DAYS).
 */
export async function purgeExpiredLeads(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
  return deleted.length;
}

/** A person's request to be forgotten: deletes every lead with this email address, in any case. */
export async function eraseLeads(db: Db, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const deleted = await db
    .delete(leads)
    .where(sql`lower(${leads.email}) = ${address}`)
    .returning({ id: leads.id });
  return deleted.length;
}

/** Purges now and then every hour until stopped; a failed pass is logged and tried again later. */
export function startRetention(db: Db, days: number): () => void {
  const pass = () =>
    purgeExpiredLeads(db, days).then(
      (count) => count > 0 && console.log(`Leads: deleted ${count} lead(s) older than ${days} days.`),
      (error: unknown) => console.error("Lead retention pass failed", error),
    );
  void pass();
  const timer = setInterval(pass, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
