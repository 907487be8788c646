// `npm run bench:leads`: sustained valid lead submissions against the production server (what
// `npm start` runs), on PGlite and on PostgreSQL. Reports submissions per second, p50/p95/p99
// latency and the leads lost (acknowledged but not in the store after a clean stop: must be 0).
// Loopback only, bounded: BENCH_LEADS_SECONDS (default 20) at BENCH_LEADS_CONCURRENCY (default 16).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isBuildCurrent } from "./source-stamp.mjs";
import { startPostgres } from "./postgres.mjs";
import { postgresBin } from "./system-deps.mjs";

const SECONDS = Number(process.env.BENCH_LEADS_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_LEADS_CONCURRENCY ?? 16);
const PORT = Number(process.env.BENCH_LEADS_PORT ?? 3900);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!isBuildCurrent() && spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit", env }).status !== 0)
  process.exit(1);

async function startSite(databaseUrl, dataDir) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LEADS_RATE_LIMIT: "100000000",
    },
    stdio: "ignore",
  });
  const url = `http://localhost:${PORT}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/sfdc/jwt`, post({ form: "demo" }, url))).ok) return { child, url };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the site did not start");
}

function post(body, origin) {
  return {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  };
}

function lead(csrf, id) {
  return {
    formData: {
      form: "demo",
      submissionId: id,
      csrf,
      formPosition: "page",
      locale: "en",
      website: "",
      firstName: "Bench",
      lastName: "Mark",
      email: `bench+${id.slice(0, 8)}@acme.io`,
      phone: { country: "US", number: "(201) 5550123" },
      message: "",
      tnc: true,
      Website_page: "/request-demo",
      Landing_Page: "/",
      Lead_Source_Page: "",
      Device_Type: "desktop",
      Device_Details: "bench",
      GCLID: "",
      Campaign_Source: "google",
      Campaign_Medium: "cpc",
      Campaign_Name: "bench",
      Campaign_Term: "",
      Campaign_Content: "",
      Lead_Marketing_Source: "utm_source=google&utm_medium=cpc&utm_campaign=bench",
    },
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(url) {
  const csrf = (await (await fetch(`${url}/api/sfdc/jwt`, post({ form: "demo" }, url))).json()).token;
  const latencies = [];
  const acknowledged = [];
  let failed = 0;
  const end = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const id = crypto.randomUUID();
      const started = performance.now();
      const res = await fetch(`${url}/api/sfdc/cb-data`, post(lead(csrf, id), url)).catch(() => null);
      await res?.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res?.status === 200) acknowledged.push(id);
      else failed++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(acknowledged.length / elapsed),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    acknowledged,
    failed,
  };
}

/** How many of `ids` (submission ids) the store holds, read with the plain database drivers. */
async function countStored(databaseUrl, dataDir, ids) {
  const query = "SELECT count(*)::int AS n FROM leads WHERE submission_id = ANY($1::uuid[])";
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(query, [ids])).rows[0].n;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return (await db.query(query, [ids])).rows[0].n;
  } finally {
    await db.close();
  }
}

async function bench(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
  const { child, url } = await startSite(databaseUrl, dataDir);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await load(url); // warm-up: JIT, connections, prepared paths
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  const result = await load(url);
  child.kill("SIGTERM");
  await exited;
  const stored = await countStored(databaseUrl, dataDir, result.acknowledged);
  return {
    store: name,
    ...result,
    acknowledged: result.acknowledged.length,
    lost: result.acknowledged.length - stored,
  };
}

const results = [await bench("PGlite", "")];
if (process.env.BENCH_DATABASE_URL) results.push(await bench("PostgreSQL", process.env.BENCH_DATABASE_URL));
else if (postgresBin()) {
  const pg = startPostgres(Number(process.env.TEST_PG_PORT ?? 54339));
  try {
    results.push(await bench("PostgreSQL", pg.url));
  } finally {
    pg.stop();
  }
} else
  console.log("PostgreSQL not installed: skipped (apt-get install postgresql, or set BENCH_DATABASE_URL).");

console.log(`\nLead submissions, ${SECONDS} s at ${CONCURRENCY} concurrent clients (after a warm-up run):`);
console.table(
  results.map(({ store, perSecond, p50, p95, p99, acknowledged, failed, lost }) => ({
    store,
    "submissions/s": perSecond,
    "p50 ms": p50,
    "p95 ms": p95,
    "p99 ms": p99,
    acknowledged,
    failed,
    lost,
  })),
);
mkdirSync(".bench", { recursive: true });
writeFileSync(".bench/leads.json", JSON.stringify(results, null, 2));
process.exit(results.some((r) => r.lost > 0 || r.failed > 0) ? 1 : 0);
