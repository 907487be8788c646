// The production server of `npm start` (and of the browser tests): Next.js behind a thin Node
// http server that gives route handlers a client address they can trust (see client-address.mjs).
// A random header name per process means no request can bring its own copy of that header.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { Readable } from "node:stream";
import next from "next";
import { clientAddress } from "./client-address.mjs";

const port = Number(process.env.PORT ?? 3000);
const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
const header = `x-client-address-${randomBytes(8).toString("hex")}`;
process.env.CLIENT_ADDRESS_HEADER = header;

const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = app.getRequestHandler();
const leadApi = await loadLeadApi();
const assets = (await loadTs("../src/server/http/static-assets.ts"))?.staticAssetHandler(".next/static");
await assets?.ready;

const server = createServer((req, res) => {
  if (assets?.handle(req, res)) return;
  req.headers[header] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], hops);
  const api = req.method === "POST" && leadApi?.(new URL(req.url ?? "/", "http://localhost").pathname);
  if (api) void serveApi(api, req, res);
  else handle(req, res);
});

/**
 * The lead APIs answered without Next.js's router (about twice the throughput on two cores); the
 * route files in src/app/api serve the same handlers under `next dev`. Off with LEADS_FAST_PATH=off,
 * or when tsx (a dev dependency) is not installed.
 */
async function loadLeadApi() {
  if (process.env.LEADS_FAST_PATH === "off") return undefined;
  return (await loadTs("../src/server/http/fast-path.ts"))?.leadApiHandler;
}

/** A TypeScript module of the site for this server, or undefined (Next.js then serves its part). */
async function loadTs(path) {
  try {
    const { tsImport } = await import("tsx/esm/api");
    return await tsImport(path, import.meta.url);
  } catch (error) {
    console.warn(`${path} unavailable; Next.js serves its part.`, error?.message ?? error);
    return undefined;
  }
}

async function serveApi(api, req, res) {
  try {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers))
      for (const v of [value].flat()) if (v !== undefined) headers.append(key, v);
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, {
      method: req.method,
      headers,
      body: Readable.toWeb(req),
      duplex: "half",
    });
    const response = await api(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error("Lead API failed", error);
    if (!res.headersSent) res.writeHead(503, { "content-type": "application/json", "retry-after": "5" });
    res.end(JSON.stringify({ error: { code: "store_unavailable" } }));
  }
}
// Next.js keeps the process alive through errors it catches, so a port that is taken would leave a
// server that answers nothing while its lead worker runs on: stop instead.
server.on("error", (error) => {
  console.error(`Orbitalk website cannot listen on port ${port}:`, error.message);
  process.exit(1);
});
server.listen(port, () => console.log(`Orbitalk website ready on http://localhost:${port}`));

let closing = false;
async function shutdown(signal) {
  if (closing) return;
  closing = true;
  server.close();
  server.closeIdleConnections?.();
  const stopLeads = globalThis[Symbol.for("orbitalk.shutdown")];
  try {
    if (typeof stopLeads === "function") await stopLeads();
  } finally {
    process.exit(signal === "SIGINT" ? 130 : 0);
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown(signal));
