// A CRM on loopback for tests: answers 200, 500 or never ("hang"), as told, and records every
// lead it answered 2xx with its idempotency key (webhook) or lead id field (Web-to-Lead).
// As a module: `await fakeCrm()`. As a process (browser tests): `node scripts/fake-crm.mjs <port>`,
// then GET /delivered lists the leads and POST /mode/<ok|fail|hang> switches the answer.
import { createServer } from "node:http";

export async function fakeCrm(port = 0, idField = "Website_Lead_Id__c") {
  let mode = "ok";
  let requests = 0;
  const delivered = [];
  const hanging = new Set();
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/delivered")
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(delivered));
    const control = req.url?.match(/^\/mode\/(ok|fail|hang)$/);
    if (req.method === "POST" && control) {
      mode = control[1];
      return void res.writeHead(204).end();
    }
    requests++;
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      if (mode === "hang") return void hanging.add(res);
      if (mode === "fail") return void res.writeHead(500).end("down");
      const id = req.headers["idempotency-key"] ?? new URLSearchParams(body).get(idField) ?? "";
      delivered.push({ id, body, headers: req.headers });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}/lead`,
    delivered,
    get requests() {
      return requests;
    },
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const crm = await fakeCrm(Number(process.argv[2] ?? 3199));
  console.log(`Fake CRM listening: ${crm.url}`);
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => crm.close().then(() => process.exit(0)));
}
