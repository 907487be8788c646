import { existsSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { leadOutbox, leads } from "../../src/server/db/schema";
import { fakeCrm } from "../../scripts/fake-crm.mjs";
import {
  readStore,
  resetSharedDatabase,
  startSite,
  storeKind,
  submit,
  token,
  validLead,
  type Site,
} from "./support";

const running: Site[] = [];
let closeCrm: (() => Promise<void>) | undefined;
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop("SIGKILL")));
  await closeCrm?.();
});

async function site(env: Record<string, string>, dataDir?: string) {
  const s = await startSite({ LEADS_RATE_LIMIT: "100000", ...env }, dataDir);
  running.push(s);
  return s;
}

async function burst(target: Site, count: number, first: number, onAcknowledged?: (n: number) => void) {
  const csrf = await token(target);
  const acknowledged: string[] = [];
  const ids = Array.from({ length: count }, (_, i) => first + i);
  const worker = async () => {
    for (let n = ids.shift(); n !== undefined; n = ids.shift()) {
      const body = validLead(csrf, n);
      const res = await submit(target, body).catch(() => null);
      if (res?.status !== 200) continue;
      acknowledged.push(body.formData.submissionId);
      onAcknowledged?.(acknowledged.length);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return acknowledged;
}

describe(`lead delivery under faults (${storeKind})`, () => {
  it("exits with an error when its port is taken, instead of running on without serving", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    try {
      const { port } = holder.address() as AddressInfo;
      await expect(site({ PORT: String(port) })).rejects.toThrow(
        /exited at start[\s\S]*cannot listen on port/,
      );
    } finally {
      holder.close();
    }
  });

  it("stops on SIGTERM with exit code 0, its store closed and PGlite's files released", async () => {
    const target = await site({});
    expect((await burst(target, 20, 5000)).length).toBe(20);
    await target.stop("SIGTERM");
    running.splice(0);
    expect(target.process.exitCode).toBe(0);
    if (storeKind === "PGlite") expect(existsSync(path.join(target.dataDir, "pglite.lock"))).toBe(false);
  });

  it("delivers every lead exactly once after the CRM fails, hangs, then recovers", async () => {
    await resetSharedDatabase();
    const crm = await fakeCrm();
    closeCrm = () => crm.close();
    crm.setMode("fail");
    const env = { LEADS_WEBHOOK_URL: crm.url };
    // On PostgreSQL two sites share the database and both run workers; PGlite has one owner.
    const sites = process.env.TEST_DATABASE_URL ? [await site(env), await site(env)] : [await site(env)];
    const acknowledged = [...(await burst(sites[0]!, 30, 1)), ...(await burst(sites.at(-1)!, 30, 31))];
    expect(acknowledged).toHaveLength(60);
    await expect.poll(() => crm.requests, { timeout: 10_000 }).toBeGreaterThan(60);
    crm.setMode("hang");
    await new Promise((r) => setTimeout(r, 1500));
    crm.setMode("ok");
    await expect
      .poll(() => crm.delivered.length, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(60);
    await new Promise((r) => setTimeout(r, 1500));
    const ids = crm.delivered.map((d) => d.id);
    expect(new Set(ids).size).toBe(60);
    expect(ids).toHaveLength(60);

    for (const s of running.splice(0)) await s.stop();
    const states = await readStore(sites[0]!.dataDir, (db) =>
      db.select({ state: leadOutbox.state }).from(leadOutbox),
    );
    expect(states.every((r) => r.state === "delivered")).toBe(true);
  });

  it("keeps every acknowledged lead, once, when the site is killed (-9) during a burst", async () => {
    await resetSharedDatabase();
    const first = await site({});
    // Killed a quarter of the way through, however fast this machine stores leads.
    const acknowledged = await burst(first, 400, 1000, (n) => n === 100 && first.process.kill("SIGKILL"));
    running.splice(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(400);

    // The restarted site recovers the store; the browser's retries of the same forms change nothing.
    const second = await site({}, first.dataDir);
    expect((await burst(second, 400, 1000)).length).toBe(400);
    await second.stop();
    running.splice(0);
    const rows = await readStore(first.dataDir, (db) =>
      db
        .select({ submissionId: leads.submissionId, leadId: leadOutbox.leadId })
        .from(leads)
        .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id)),
    );
    const stored = new Set(rows.map((r) => r.submissionId));
    expect(rows).toHaveLength(400);
    expect(stored.size).toBe(400);
    expect(acknowledged.every((id) => stored.has(id))).toBe(true);
    expect(rows.every((r) => r.leadId !== null)).toBe(true);
  });
});
