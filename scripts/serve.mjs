// The production server of `npm start` (and of the browser tests): Next.js, through its documented
// custom-server API, behind a thin Node http server whose one job is the client address route
// handlers can trust (see client-address.mjs). A random header name per process means no request
// can bring its own copy of that header. It also answers the build's scripts and styles from their
// precompressed copies (static-assets.mjs), and compresses the rest itself with brotli where the
// browser takes it (Next.js's own compression, turned off in next.config.ts, is gzip only; brotli
// halves a page's bytes: /request-demo is 60 KB gzipped, 31 KB in brotli). Plain JavaScript:
// serving needs no dev dependency.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { constants } from "node:zlib";
import compression from "compression";
import next from "next";
import { clientAddress } from "./client-address.mjs";
import { staticAssets } from "./static-assets.mjs";

const port = Number(process.env.PORT ?? 3000);
const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
const header = `x-client-address-${randomBytes(8).toString("hex")}`;
process.env.CLIENT_ADDRESS_HEADER = header;
/** How long a stop may take before the process exits anyway (the lead worker closes the store first). */
const STOP_GRACE_MS = 10_000;

const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = app.getRequestHandler();
const assets = staticAssets(".next");
// Quality 5: /request-demo in 6 ms to 31 KB (quality 9 takes 59 ms for 29 KB).
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

const server = createServer((req, res) => {
  if (assets?.(req, res)) return;
  req.headers[header] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], hops);
  compress(req, res, () => void handle(req, res));
});
// A proxy or load balancer in front keeps idle connections for reuse, 60 s at many: were the server
// to close one first (Node's default is 5 s), a request the proxy sent on it in that instant, a lead
// say, would be lost with a 502. So the server keeps them longer, and its header timeout must exceed
// that (Node's documentation).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// Next.js keeps the process alive through errors it catches, so a port that is taken would leave a
// server that answers nothing while its lead worker runs on: stop instead.
server.on("error", (error) => {
  console.error(`Orbitalk website cannot listen on port ${port}:`, error.message);
  process.exit(1);
});
server.listen(port, () => console.log(`Orbitalk website ready on http://localhost:${port}`));

// On a stop signal the server takes no new connections; the lead worker, started by
// src/instrumentation.ts, finishes its delivery, closes the store and exits the process.
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    server.close();
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  });
