import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openStore, type Db } from "../../src/server/db/client";

/**
 * Real servers on loopback for the lead pipeline tests: `scripts/serve.mjs` (what `npm start` runs)
 * over the production build, each with its own data directory and port.
 */
export interface Site {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A port no other site of any test file has: the system picks it. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startSite(env: Record<string, string> = {}, dataDir?: string): Promise<Site> {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "leads-site-"));
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      LEADS_POLL_MS: "100",
      LEADS_RETRY_BASE_MS: "50",
      LEADS_RETRY_MAX_MS: "200",
      LEADS_DELIVERY_TIMEOUT_MS: "500",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (log += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site exited at start:\n${log}`);
    try {
      // A token proves the lead store is open, not only that Next.js listens.
      const res = await fetch(`${url}/api/sfdc/jwt`, jsonPost({ form: "demo" }, url));
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`site did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: dir,
    process: child,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export function jsonPost(body: unknown, origin: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

export async function token(site: Pick<Site, "url">, form: "demo" | "partner" = "demo"): Promise<string> {
  const res = await fetch(`${site.url}/api/sfdc/jwt`, jsonPost({ form }, site.url));
  return ((await res.json()) as { token: string }).token;
}

/** A valid demo-form body; `n` makes its submission id and email unique. */
export function validLead(csrf: string, n: number, overrides: Record<string, unknown> = {}) {
  const hex = n.toString(16).padStart(12, "0");
  return {
    formData: {
      form: "demo",
      submissionId: `5a1e0000-0000-4000-8000-${hex}`,
      csrf,
      formPosition: "page",
      locale: "en",
      website: "",
      firstName: "Jane",
      lastName: "Doe",
      email: `jane.${n}@acme.io`,
      phone: { country: "IN", number: "9876543210" },
      message: "Interested in WhatsApp API",
      tnc: true,
      Website_page: "/request-demo",
      Landing_Page: "/",
      Lead_Source_Page: "",
      Device_Type: "desktop",
      Device_Details: "Mozilla/5.0 (X11; Linux x86_64)",
      GCLID: "",
      Campaign_Source: "",
      Campaign_Medium: "",
      Campaign_Name: "",
      Campaign_Term: "",
      Campaign_Content: "",
      Lead_Marketing_Source: "",
      ...overrides,
    },
  };
}

export function submit(site: Pick<Site, "url">, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${site.url}/api/sfdc/cb-data`, jsonPost(body, site.url, headers));
}

/** Opens the lead store a (stopped, for PGlite) site used, runs `read`, closes it. */
export async function readStore<T>(dataDir: string, read: (db: Db) => Promise<T>): Promise<T> {
  const store = await openStore({ databaseUrl: process.env.TEST_DATABASE_URL ?? "", dataDir });
  try {
    return await read(store.db);
  } finally {
    await store.close();
  }
}

/** Empties the shared PostgreSQL between tests (PGlite sites start from an empty directory). */
export async function resetSharedDatabase(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  await readStore("", (db) => db.execute(sql`TRUNCATE leads, lead_outbox, rate_limits`));
}

export const storeKind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
