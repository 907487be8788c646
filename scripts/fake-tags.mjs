// A third-party tag host on loopback for browser tests: every `.js` path answers a script that notes
// its own path in `window.loadedTags`, so a test sees which tags ran. The browser-test build points
// the tag settings here (scripts/e2e-tags.mjs). A path under `/chat/` is also a third-party chat: it
// exposes `window.chatPlugin` (src/features/chat/plugin.ts), noting its app id and every call in
// `window.chatCalls`. Usage: `node scripts/fake-tags.mjs <port>`.
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 3198);

const chatPlugin = `
window.chatCalls = [["load", document.currentScript.dataset.appId]];
window.chatPlugin = {
  setUserId: (...args) => window.chatCalls.push(["setUserId", ...args]),
  maximizeChat: () => window.chatCalls.push(["maximizeChat"]),
};`;
createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  if (req.url === "/health") return void res.writeHead(200).end("ok");
  if (!path.endsWith(".js")) return void res.writeHead(404).end();
  const tag = `(window.loadedTags = window.loadedTags || []).push(${JSON.stringify(path)});`;
  res
    .writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" })
    .end(path.startsWith("/chat/") ? tag + chatPlugin : tag);
}).listen(port, "127.0.0.1");
