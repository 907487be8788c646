import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSubmission } from "../../src/features/leads/submission";
import { leads } from "../../src/server/db/schema";
import { fakeCrm } from "../../scripts/fake-crm.mjs";
import {
  jsonPost,
  readStore,
  resetSharedDatabase,
  startSite,
  storeKind,
  submit,
  token,
  validLead,
  type Site,
} from "./support";

let site: Site;
let crm: Awaited<ReturnType<typeof fakeCrm>>;
let client = 0;
/** Each request looks like a new visitor behind the trusted proxy, unless a test says otherwise. */
const from = (address = `198.51.${(++client >> 8) & 255}.${client & 255}`) => ({
  "x-forwarded-for": address,
});
let accepted = 0;

beforeAll(async () => {
  await resetSharedDatabase();
  crm = await fakeCrm();
  site = await startSite({ TRUSTED_PROXY_HOPS: "1", LEADS_RATE_LIMIT: "5", LEADS_WEBHOOK_URL: crm.url });
});
afterAll(async () => {
  await site?.stop();
  await crm?.close();
});

describe(`POST /api/sfdc/cb-data on a running site (${storeKind})`, () => {
  it("acknowledges a valid lead and delivers it to the CRM with the derived fields", async () => {
    const res = await submit(site, validLead(await token(site), 1, { email: "Jane@ACME.io" }), from());
    expect(res.status).toBe(200);
    accepted++;
    await expect.poll(() => crm.delivered.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(crm.delivered[0]!.body).lead).toMatchObject({
      email: "jane@acme.io",
      company: "acme",
      Country__c: "India",
      phone: "+919876543210",
      Lead_Type: "Direct",
    });
  });

  it("keeps an idle connection 65 s, longer than a proxy in front keeps it, so none closes under a lead", async () => {
    const res = await submit(site, validLead(await token(site), 7), from());
    expect(res.status).toBe(200);
    accepted++;
    expect(res.headers.get("keep-alive")).toBe("timeout=65");
  });

  it("answers a repeated submission once", async () => {
    const body = validLead(await token(site), 2);
    expect((await submit(site, body, from())).status).toBe(200);
    expect((await submit(site, body, from())).status).toBe(200);
    accepted++;
  });

  it("refuses foreign origins, other content types, other methods and oversized bodies", async () => {
    const body = JSON.stringify(validLead(await token(site), 3));
    const post = (init: RequestInit) => fetch(`${site.url}/api/sfdc/cb-data`, init);
    expect((await post(jsonPost(body, "https://evil.example"))).status).toBe(403);
    expect(
      (await post(jsonPost(body, site.url, { "sec-fetch-site": "cross-site", origin: "null" }))).status,
    ).toBe(403);
    expect(
      (
        await post({
          ...jsonPost(body, site.url),
          headers: { "content-type": "text/plain", origin: site.url },
        })
      ).status,
    ).toBe(415);
    expect((await fetch(`${site.url}/api/sfdc/cb-data`)).status).toBe(405);
    expect((await post(jsonPost(`{"formData":"${"a".repeat(64 * 1024)}"}`, site.url))).status).toBe(413);
    // 11 MB streamed without a length: cut off at the cap, never read as a truncated lead.
    const chunk = new TextEncoder().encode("a".repeat(1024 * 1024));
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (sent++ < 11) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await post({ ...jsonPost("", site.url), body: stream, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await post(jsonPost("{not json", site.url))).status).toBe(400);
  });

  it("refuses missing, expired, tampered, wrong-form and alg:none tokens with 401", async () => {
    const secret = Buffer.from(readFileSync(path.join(site.dataDir, "token-secret"), "utf8"), "base64url");
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ form: "demo" })
      .setProtectedHeader({ alg: "HS256", typ: "lead-form+jwt" })
      .setIssuer("orbitalk-website")
      .setAudience("orbitalk-leads")
      .setIssuedAt(now - 700)
      .setExpirationTime(now - 100)
      .sign(secret);
    const none = new UnsecuredJWT({ form: "demo" })
      .setIssuer("orbitalk-website")
      .setAudience("orbitalk-leads")
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .encode();
    const good = await token(site);
    const tampered = good.slice(0, -4) + (good.endsWith("AAAA") ? "BBBB" : "AAAA");
    const cases: [string, string][] = [
      ["", "token_missing"],
      [expired, "token_expired"],
      [tampered, "token_invalid"],
      [none, "token_invalid"],
      [await token(site, "partner"), "token_wrong_form"],
    ];
    for (const [csrf, code] of cases) {
      const res = await submit(site, validLead(csrf, 4), from());
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code } });
    }
  });

  it("limits each client, with Retry-After, and a forged X-Forwarded-For entry does not reset it", async () => {
    const csrf = await token(site);
    const statuses = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await submit(site, validLead(csrf, 100 + n), from("203.0.113.50"))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    accepted += 5;
    const limited = await submit(site, validLead(csrf, 105), from("6.6.6.6, 203.0.113.50"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await submit(site, validLead(csrf, 106), from("203.0.113.51"))).status).toBe(200);
    accepted++;
  });

  it("answers a filled honeypot like a lead, keeps it as spam and never forwards it", async () => {
    const res = await submit(
      site,
      validLead(await token(site), 200, { website: "https://spam.example" }),
      from(),
    );
    expect(res.status).toBe(200);
    await expect.poll(() => crm.delivered.length, { timeout: 10_000 }).toBe(accepted);
    await new Promise((r) => setTimeout(r, 500));
    expect(crm.delivered.map((d) => d.body).filter((b) => b.includes("jane.200@"))).toEqual([]);
  });

  it("answers 1,000 malformed payloads with 4xx and stores none of them", async () => {
    const csrf = await token(site);
    const valid = validLead(csrf, 0).formData;
    const mutation = fc.oneof(
      // a field set to a hostile or wrong-typed value
      fc.record({
        key: fc.constantFrom(...Object.keys(valid), "__proto__", "constructor", "extra"),
        value: fc.oneof(
          fc.string({ unit: "binary", maxLength: 300 }),
          fc.constantFrom(
            "",
            "\u0000",
            "\u2028",
            "\u202e",
            "=1+1",
            "<script>alert(1)</script>",
            "x".repeat(5000),
          ),
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.array(fc.string(), { maxLength: 3 }),
          fc.object({ maxDepth: 2 }),
        ),
      }),
      // a required field removed
      fc.record({ key: fc.constantFrom(...Object.keys(valid)), value: fc.constant(undefined) }),
    );
    const payload = fc.oneof(
      fc.tuple(fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.nat()).map(([changes, n]) => {
        const data: Record<string, unknown> = {
          ...valid,
          submissionId: `5a1e0000-0000-4000-9000-${String(n % 1e12).padStart(12, "0")}`,
        };
        for (const { key, value } of changes) {
          if (value === undefined) delete data[key];
          else data[key] = value;
        }
        return JSON.stringify({ formData: data });
      }),
      fc.json().map((json) => json),
      fc.string({ unit: "binary", maxLength: 200 }),
    );
    // A mutation can leave the payload valid (a value swapped for another valid one): the shared
    // schema is the oracle for what is malformed.
    const stillValid = (body: string) => {
      try {
        return parseSubmission(JSON.parse(body)).ok;
      } catch {
        return false;
      }
    };
    const samples = fc.sample(payload, { numRuns: 1000, seed: 20261121 }).filter((b) => !stillValid(b));
    const statuses = new Map<number, number>();
    for (let i = 0; i < samples.length; i += 25) {
      const batch = await Promise.all(
        samples
          .slice(i, i + 25)
          .map((body) =>
            fetch(`${site.url}/api/sfdc/cb-data`, jsonPost(body, site.url, from())).then((r) => r.status),
          ),
      );
      for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(samples.length).toBeGreaterThan(900);
    expect(
      [...statuses.keys()].every((s) => s >= 400 && s < 500),
      JSON.stringify([...statuses]),
    ).toBe(true);

    await site.stop();
    const rows = await readStore(site.dataDir, (db) => db.select({ status: leads.status }).from(leads));
    expect(rows.filter((r) => r.status === "lead")).toHaveLength(accepted);
    expect(rows.filter((r) => r.status === "spam")).toHaveLength(1);
  });
});
