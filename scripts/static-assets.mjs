// The build's scripts and styles for `npm start`'s server (scripts/serve.mjs), from the copies
// precompressed at build time (scripts/precompress.mjs), held in memory. Next.js would gzip each one
// again per request, which costs the first page view bytes (brotli is about 15 % smaller) and server
// time, and could not add the compile hint. Anything else, or a build without the copies, is left
// to Next.js.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The best encoding the client accepts (brotli, then gzip, then none), per RFC 9110 q-values. */
export function chooseEncoding(acceptEncoding) {
  const q = new Map();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (name) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

const SUFFIX = { br: ".br", gzip: ".gz", identity: "" };

/**
 * A handler answering GET and HEAD for the precompressed assets in `distDir` (true when it did), or
 * undefined when the build has none.
 */
export function staticAssets(distDir) {
  const dir = join(distDir, "precompressed");
  const index = join(dir, "assets.json");
  if (!existsSync(index)) return undefined;
  const { headers, assets } = JSON.parse(readFileSync(index, "utf8"));
  const loaded = new Map(
    Object.entries(assets).map(([url, { file, type, hash }]) => [
      url,
      {
        type,
        bodies: Object.fromEntries(
          Object.entries(SUFFIX).map(([encoding, suffix]) => [
            encoding,
            readFileSync(join(dir, file + suffix)),
          ]),
        ),
        // Each encoding its own ETag: a cached brotli body must not answer a gzip request.
        etag: (encoding) => `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"`,
      },
    ]),
  );

  return function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const asset = loaded.get((req.url ?? "").split("?")[0]);
    if (!asset) return false;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const etag = asset.etag(encoding);
    for (const { key, value } of headers) res.setHeader(key, value);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) {
      res.writeHead(304).end();
      return true;
    }
    const body = asset.bodies[encoding];
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Content-Length", body.length);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.writeHead(200).end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
