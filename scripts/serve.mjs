// The production server of `npm start` (and of the browser tests): Next.js behind a thin Node
// http server that gives route handlers a client address they can trust (see client-address.mjs).
// A random header name per process means no request can bring its own copy of that header.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import next from "next";
import { clientAddress } from "./client-address.mjs";

const port = Number(process.env.PORT ?? 3000);
const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
const header = `x-client-address-${randomBytes(8).toString("hex")}`;
process.env.CLIENT_ADDRESS_HEADER = header;

const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  req.headers[header] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], hops);
  handle(req, res);
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
