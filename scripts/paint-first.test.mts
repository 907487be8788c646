import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paintFirst, paintFirstBuild } from "./paint-first.mjs";

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/react.js"/>${chunk("react")}${chunk("app")}` +
  `<title>T</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>` +
  `<body><p>Hi</p><script>self.__next_f=[]</script></body></html>`;

describe("paintFirst", () => {
  it("replaces the chunk scripts with one loader where the first stood, listing them in order", () => {
    const html = paintFirst(page);
    expect(html).not.toContain('/_next/static/chunks/react.js" async');
    expect(html).not.toContain("preload");
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><link rel="stylesheet" href="\/_next\/static\/chunks\/a.css"\/><script>\(function[^<]+<\/script><title>/,
    );
    expect(html).toContain('["/_next/static/chunks/react.js","/_next/static/chunks/app.js"]');
  });

  it("leaves the polyfills, inline scripts and the rest of the page as they were", () => {
    const html = paintFirst(page);
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain("<body><p>Hi</p><script>self.__next_f=[]</script></body>");
  });

  it("loads the scripts the page listed once the first paint is reported, and only once", () => {
    const html = paintFirst(page);
    const source = html.match(/<script>(\(function[^<]+)<\/script>/)![1]!;
    const run = new Function("document", "PerformanceObserver", "setTimeout", source);
    const added: string[] = [];
    const document = {
      createElement: () => ({}),
      head: { appendChild: (e: { src: string }) => added.push(e.src) },
    };
    let painted = () => {};
    let observed: unknown;
    class PaintObserver {
      constructor(callback: () => void) {
        painted = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
    }
    let fallback = () => {};
    run(document, PaintObserver, (f: () => void) => (fallback = f));
    expect(observed).toEqual({ type: "paint", buffered: true });
    expect(added).toEqual([]); // nothing before the first paint
    painted();
    expect(added).toEqual(["/_next/static/chunks/react.js", "/_next/static/chunks/app.js"]);
    painted();
    fallback(); // later paints and the fallback timer add nothing twice
    expect(added).toHaveLength(2);
  });

  it("is idempotent and leaves pages without chunk scripts alone", () => {
    expect(paintFirst(paintFirst(page))).toBe(paintFirst(page));
    expect(paintFirst("<html><body>plain</body></html>")).toBe("<html><body>plain</body></html>");
  });
});

describe("paintFirstBuild", () => {
  it("rewrites every prerendered page in the tree and reports how many changed", () => {
    const dir = mkdtempSync(join(tmpdir(), "paint-first-"));
    writeFileSync(join(dir, "en.html"), page);
    mkdirSync(join(dir, "it"));
    writeFileSync(join(dir, "it", "company.html"), page);
    writeFileSync(join(dir, "plain.html"), "<p>x</p>");
    writeFileSync(join(dir, "en.rsc"), page);
    expect(paintFirstBuild(dir)).toBe(2);
    expect(readFileSync(join(dir, "it", "company.html"), "utf8")).toBe(paintFirst(page));
    expect(readFileSync(join(dir, "en.rsc"), "utf8")).toBe(page);
    expect(paintFirstBuild(dir)).toBe(0);
  });
});
