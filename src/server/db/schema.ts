import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every accepted submission, spam included (status `spam`, never forwarded). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The browser's id of one filled form: a retried submission is stored once. */
    submissionId: uuid("submission_id").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    form: text("form").notNull(),
    formPosition: text("form_position").notNull(),
    locale: text("locale").notNull(),
    status: text("status", { enum: ["lead", "spam"] }).notNull(),
    email: text("email").notNull(),
    /** The CRM record (SPEC §3 lead form data), exactly as it is delivered. */
    record: jsonb("record").$type<Record<string, string | boolean>>().notNull(),
  },
  (t) => [index("leads_created_at_idx").on(t.createdAt)],
);

export const OUTBOX_STATES = ["pending", "delivering", "delivered", "dead"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One row per lead to deliver, written in the same transaction as the lead. */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    state: text("state", { enum: OUTBOX_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While `delivering`: until when the claiming worker owns the row. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredTo: text("delivered_to"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_outbox_due_idx").on(t.state, t.nextAttemptAt)],
);

/** The per-client submission counters (rate-limiter-flexible's Drizzle store layout). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
