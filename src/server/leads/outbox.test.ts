// @vitest-environment node
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeadRecord } from "@/features/leads/derive";
import type { CrmTarget } from "../config";
import type { Store } from "../db/client";
import { leadOutbox, leads } from "../db/schema";
import { fakeCrm } from "../../../scripts/fake-crm.mjs";
import { storeKind, testStore } from "../test/store";
import { listLeads } from "./admin";
import { backoffMs, deliverDue, retryLead, type DeliveryPolicy } from "./outbox";
import { leadRateLimiter } from "./rate-limit";
import { eraseLeads, purgeExpiredLeads } from "./retention";
import { storeLead } from "./store";

const policy: DeliveryPolicy = { maxAttempts: 3, retryBaseMs: 1, retryMaxMs: 2, timeoutMs: 300 };
const record: LeadRecord = { email: "jane@acme.io", first_name: "Jane", last_name: "Doe", company: "acme" };
const meta = (n = 0) => ({
  submissionId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  form: "demo" as const,
  formPosition: "page",
  locale: "en",
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let store: Store;
let crm: Awaited<ReturnType<typeof fakeCrm>>;
// Opening PGlite and migrating takes a few seconds, more on a busy machine.
beforeAll(async () => {
  store = await testStore();
}, 60_000);
afterAll(async () => {
  await store.close();
});
beforeEach(async () => {
  await store.db.execute(sql`TRUNCATE leads, lead_outbox, rate_limits`);
  crm = await fakeCrm();
});
afterEach(async () => {
  await crm.close();
});

/** Runs delivery passes until nothing is due or pending, like the worker does. */
async function drain(target: CrmTarget, passes = 20) {
  for (let i = 0; i < passes; i++) {
    await deliverDue(store.db, target, policy);
    const open = await store.db.select().from(leadOutbox).where(eq(leadOutbox.state, "pending"));
    if (open.length === 0) return;
    await sleep(5);
  }
}

describe(`lead store and outbox (${storeKind})`, () => {
  it("stores a lead with its outbox row, once per submission id", async () => {
    const first = await storeLead(store.db, meta(1), record, "lead");
    const again = await storeLead(store.db, meta(1), { ...record, first_name: "Changed" }, "lead");
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(await store.db.select().from(leads)).toHaveLength(1);
    expect(await store.db.select().from(leadOutbox)).toMatchObject([{ leadId: first.id, state: "pending" }]);
  });

  it("keeps spam without an outbox row, so it is never forwarded", async () => {
    await storeLead(store.db, meta(2), record, "spam");
    expect(await store.db.select().from(leadOutbox)).toHaveLength(0);
    await drain({ kind: "webhook", url: crm.url, secret: "" });
    expect(crm.requests).toBe(0);
    expect((await listLeads(store.db))[0]).toMatchObject({ status: "spam", delivery: "-" });
  });

  it("retries a failing CRM and delivers exactly once after it recovers", async () => {
    const target: CrmTarget = { kind: "webhook", url: crm.url, secret: "s3cret" };
    const { id } = await storeLead(store.db, meta(3), record, "lead");
    crm.setMode("fail");
    await deliverDue(store.db, target, policy);
    const [failed] = await store.db.select().from(leadOutbox);
    expect(failed).toMatchObject({ state: "pending", attempts: 1, lastError: "HTTP 500" });
    crm.setMode("ok");
    await sleep(5);
    await drain(target);
    expect(crm.delivered.map((d) => d.id)).toEqual([id]);
    expect(crm.delivered[0]!.headers["x-orbitalk-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(JSON.parse(crm.delivered[0]!.body)).toMatchObject({ id, lead: record });
    expect((await store.db.select().from(leadOutbox))[0]).toMatchObject({
      state: "delivered",
      deliveredTo: "webhook",
    });
  });

  it("gives up on a hanging CRM after the timeout and marks the lead dead after the last attempt", async () => {
    const target: CrmTarget = { kind: "webhook", url: crm.url, secret: "" };
    const { id } = await storeLead(store.db, meta(4), record, "lead");
    crm.setMode("hang");
    for (let i = 0; i < policy.maxAttempts; i++) {
      await deliverDue(store.db, target, policy);
      await sleep(5);
    }
    const [row] = await store.db.select().from(leadOutbox);
    expect(row).toMatchObject({ state: "dead", attempts: 3 });
    expect(row!.lastError).toMatch(/TimeoutError/);
    expect((await listLeads(store.db))[0]).toMatchObject({ id, delivery: "dead" });

    crm.setMode("ok");
    expect(await retryLead(store.db, id)).toBe(true);
    await drain(target);
    expect(crm.delivered.map((d) => d.id)).toEqual([id]);
    expect(await retryLead(store.db, id)).toBe(false);
  });

  it("posts Web-to-Lead form fields with the org id, UTF-8 and our lead id", async () => {
    const target: CrmTarget = {
      kind: "salesforce",
      url: crm.url,
      oid: "00D000000000001",
      leadIdField: "Website_Lead_Id__c",
    };
    const { id } = await storeLead(
      store.db,
      meta(5),
      { ...record, first_name: "Zoë 🚀", WhatsApp_Opt_In: true, company: "a\r\nBcc: x" },
      "lead",
    );
    await drain(target);
    const form = new URLSearchParams(crm.delivered[0]!.body);
    expect(crm.delivered[0]!.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(form)).toMatchObject({
      oid: "00D000000000001",
      encoding: "UTF-8",
      first_name: "Zoë 🚀",
      WhatsApp_Opt_In: "1",
      company: "a Bcc: x",
      Website_Lead_Id__c: id,
    });
  });

  it("never delivers a lead twice with several workers claiming at once", async () => {
    const target: CrmTarget = { kind: "webhook", url: crm.url, secret: "" };
    const ids = [];
    for (let n = 10; n < 40; n++) ids.push((await storeLead(store.db, meta(n), record, "lead")).id);
    // A generous timeout: a delivery that outlives it counts as failed and is retried (at least
    // once, by design), which on a loaded machine would be a second delivery this test is not about.
    const patient = { ...policy, timeoutMs: 10_000 };
    for (let round = 0; round < 5; round++)
      await Promise.all([1, 2, 3, 4].map(() => deliverDue(store.db, target, patient)));
    expect(crm.delivered.map((d) => d.id).sort()).toEqual([...ids].sort());
  });

  it("backs off exponentially with jitter, up to the cap", () => {
    const p = { ...policy, retryBaseMs: 1000, retryMaxMs: 8000 };
    expect(backoffMs(1, p, () => 0)).toBe(500);
    expect(backoffMs(1, p, () => 1)).toBe(1000);
    expect(backoffMs(3, p, () => 1)).toBe(4000);
    expect(backoffMs(10, p, () => 1)).toBe(8000);
  });

  it("limits submissions per client and says when to come back", async () => {
    const limit = leadRateLimiter(store.db, 3, 60);
    for (let i = 0; i < 3; i++) expect(await limit("198.51.100.7")).toEqual({ allowed: true });
    const fourth = await limit("198.51.100.7");
    expect(fourth.allowed).toBe(false);
    expect(!fourth.allowed && fourth.retryAfterSeconds).toBeGreaterThan(50);
    expect(await limit("198.51.100.8")).toEqual({ allowed: true });
  });
});

describe(`lead retention (${storeKind})`, () => {
  it("deletes leads past the retention period with their outbox rows, and keeps the rest", async () => {
    const old = await storeLead(store.db, meta(1), record, "lead");
    const spam = await storeLead(store.db, meta(2), record, "spam");
    const recent = await storeLead(store.db, meta(3), record, "lead");
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await store.db
      .update(leads)
      .set({ createdAt: daysAgo(731) })
      .where(eq(leads.id, old.id));
    await store.db
      .update(leads)
      .set({ createdAt: daysAgo(800) })
      .where(eq(leads.id, spam.id));
    await store.db
      .update(leads)
      .set({ createdAt: daysAgo(729) })
      .where(eq(leads.id, recent.id));

    expect(await purgeExpiredLeads(store.db, 730)).toBe(2);
    expect((await store.db.select().from(leads)).map((l) => l.id)).toEqual([recent.id]);
    expect((await store.db.select().from(leadOutbox)).map((o) => o.leadId)).toEqual([recent.id]);
  });

  it("erases every lead of one email address, whatever its case", async () => {
    await storeLead(store.db, meta(1), record, "lead");
    await storeLead(store.db, meta(2), { ...record, email: "Jane@Acme.io" }, "lead");
    await storeLead(store.db, meta(3), { ...record, email: "ravi@acme.io" }, "lead");
    expect(await eraseLeads(store.db, " JANE@acme.io ")).toBe(2);
    expect((await store.db.select().from(leads)).map((l) => l.email)).toEqual(["ravi@acme.io"]);
  });
});
