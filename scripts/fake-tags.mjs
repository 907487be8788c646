// A third-party tag host on loopback for browser tests: every `.js` path answers a script that notes
// its own path in `window.loadedTags`, so a test sees which tags ran. The browser-test build points
// the tag settings here (scripts/e2e-tags.mjs). Usage: `node scripts/fake-tags.mjs <port>`.
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 3198);
createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  if (req.url === "/health") return void res.writeHead(200).end("ok");
  if (!path.endsWith(".js")) return void res.writeHead(404).end();
  res
    .writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" })
    .end(`(window.loadedTags = window.loadedTags || []).push(${JSON.stringify(path)});`);
}).listen(port, "127.0.0.1");
