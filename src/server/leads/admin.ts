import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { leadOutbox, leads } from "../db/schema";

export interface LeadRow {
  id: string;
  createdAt: Date;
  form: string;
  formPosition: string;
  locale: string;
  status: string;
  email: string;
  delivery: string;
  attempts: number;
  lastError: string;
  record: Record<string, string | boolean>;
}

/** Every lead, newest first, with its delivery state (`spam` leads have none). */
export async function listLeads(db: Db, limit = 10_000): Promise<LeadRow[]> {
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      form: leads.form,
      formPosition: leads.formPosition,
      locale: leads.locale,
      status: leads.status,
      email: leads.email,
      record: leads.record,
      delivery: leadOutbox.state,
      attempts: leadOutbox.attempts,
      lastError: leadOutbox.lastError,
    })
    .from(leads)
    .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
    .orderBy(desc(leads.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    delivery: r.delivery ?? "-",
    attempts: r.attempts ?? 0,
    lastError: r.lastError ?? "",
  }));
}

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would read as a formula — starting with
 * = + - @, a tab or NUL (also after a carriage return) — gets a leading apostrophe (ASVS 1.2.10).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r\0]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

const BASE_COLUMNS = [
  "id",
  "createdAt",
  "form",
  "formPosition",
  "locale",
  "status",
  "delivery",
  "attempts",
] as const;

/** All leads as CSV: the base columns, then every CRM field any lead has, in a stable order. */
export function leadsCsv(rows: readonly LeadRow[]): string {
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r.record)))].sort();
  const header = [...BASE_COLUMNS, ...fields];
  const lines = rows.map((r) =>
    [
      r.id,
      r.createdAt.toISOString(),
      r.form,
      r.formPosition,
      r.locale,
      r.status,
      r.delivery,
      r.attempts,
      ...fields.map((f) => r.record[f]),
    ]
      .map(csvCell)
      .join(","),
  );
  return [header.map(csvCell).join(","), ...lines].join("\r\n") + "\r\n";
}
