// @vitest-environment node
import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT, precompress } from "./precompress.mjs";
import { chooseEncoding, staticAssets } from "./static-assets.mjs";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.1, gzip;q=1", "br"],
    ["*", "br"],
    ["*;q=0, identity", "identity"],
    ["", "identity"],
    [undefined, "identity"],
    ["gzip;q=0", "identity"],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("precompressed assets (precompress at build, staticAssets in the server)", () => {
  const source = `console.log(${JSON.stringify("é".repeat(2000))});\n`;
  // Served with V8's explicit compile hint in front: the chunk's functions compile while it streams.
  const script = `${COMPILE_HINT}${source}`;
  let server: Server;
  let base: string;
  let fellThrough: string[] = [];

  beforeAll(async () => {
    const distDir = await mkdtemp(join(tmpdir(), "static-assets-"));
    const dir = join(distDir, "static");
    await mkdir(join(dir, "chunks"), { recursive: true });
    await writeFile(join(dir, "chunks", "app.js"), source);
    await writeFile(join(dir, "chunks", "app.css"), "body{color:red}");
    await writeFile(join(dir, "chunks", "font.woff2"), "binary");
    await writeFile(join(dir, "secret.txt"), "not an asset");
    expect(staticAssets(distDir), "no copies yet: all left to Next.js").toBeUndefined();
    await precompress(distDir, [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Content-Security-Policy", value: "object-src 'none'" },
    ]);
    // What Next.js wrote is left as it was.
    expect(await readFile(join(dir, "chunks", "app.js"), "utf8")).toBe(source);
    const handle = staticAssets(distDir)!;
    server = createServer((req, res) => {
      if (handle(req, res)) return;
      fellThrough.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  // fetch() would decode the body itself; a raw request shows what the server sent.
  async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(`${base}${path}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on("error", reject).end();
      },
    );
  }

  it("serves brotli when accepted, with immutable caching and the security headers", async () => {
    const res = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/object-src 'none'/);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
  });

  it("puts the compile hint only in front of scripts", async () => {
    const css = await get("/_next/static/chunks/app.css");
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body.toString()).toBe("body{color:red}");
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gz = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/_next/static/chunks/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers a matching If-None-Match with 304 and HEAD without a body", async () => {
    const first = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const again = await get("/_next/static/chunks/app.js", {
      "accept-encoding": "br",
      "if-none-match": String(first.headers["etag"]),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const gzipTag = (await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" })).headers["etag"];
    expect(gzipTag).not.toBe(first.headers["etag"]);
    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("leaves everything else to the next handler", async () => {
    fellThrough = [];
    for (const path of [
      "/_next/static/chunks/font.woff2",
      "/_next/static/secret.txt",
      "/_next/static/chunks/../secret.txt",
      "/_next/static/chunks/missing.js",
      "/chunks/app.js",
    ])
      expect((await get(path)).status).toBe(404);
    await get("/_next/static/chunks/app.js", {}, "POST");
    expect(fellThrough).toHaveLength(6);
  });
});
