import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type CrmMode = "ok" | "fail" | "hang";

/**
 * A CRM on loopback for tests: answers 200, 500, or never (hang), as told. Records every request
 * it answered 2xx, with its idempotency key (webhook) or lead id field (Web-to-Lead).
 */
export async function fakeCrm(idField = "Website_Lead_Id__c") {
  let mode: CrmMode = "ok";
  const delivered: { id: string; body: string; headers: IncomingMessage["headers"] }[] = [];
  const hanging = new Set<ServerResponse>();
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      if (mode === "hang") return void hanging.add(res);
      if (mode === "fail") return void res.writeHead(500).end("down");
      const id =
        (req.headers["idempotency-key"] as string | undefined) ??
        new URLSearchParams(body).get(idField) ??
        "";
      delivered.push({ id, body, headers: req.headers });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lead`,
    delivered,
    get requests() {
      return requests;
    },
    setMode(next: CrmMode) {
      mode = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
