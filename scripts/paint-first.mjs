// Paint first, then hydrate: rewrites the prerendered pages of a build so the browser paints the
// server HTML before it runs any of Next.js's chunk scripts.
//
// Next.js puts its chunks in <head> as `<script async>`: each runs as soon as it arrives, and on a
// fast connection they arrive while the first style and layout are still being worked out, so the
// first paint waits for their evaluation (React alone is a 20–50 ms task on a mid-range phone).
// Each becomes a low-priority preload instead (fetched as early and at the same priority as an
// async script) and one inline loader adds them back, in order, once the first paint is reported
// (or after FALLBACK_MS where nothing paints: a hidden tab).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
const FALLBACK_MS = 2000;

// The paint entry's observer fires once the first frame is on screen. It is no timer, so it also
// fires under the browser tests' fake clock.
const loader = (srcs) =>
  `<script>(function(s,d){function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
  `try{new PerformanceObserver(go).observe({type:"paint",buffered:true})}catch(e){go()}setTimeout(go,${FALLBACK_MS})})(${JSON.stringify(srcs)},0)</script>`;

/** The page with its chunk scripts turned into preloads plus the loader; unchanged if it has none. */
export function paintFirst(html) {
  const srcs = [];
  const out = html.replace(CHUNK_SCRIPT, (_, src) => {
    srcs.push(src);
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`;
  });
  if (srcs.length === 0) return html;
  const last = `<link rel="preload" as="script" fetchPriority="low" href="${srcs.at(-1)}"/>`;
  const at = out.lastIndexOf(last) + last.length;
  return out.slice(0, at) + loader(srcs) + out.slice(at);
}

/** Rewrites every prerendered page under `dir`; returns how many changed. */
export function paintFirstBuild(dir = ".next/server/app") {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const html = readFileSync(file, "utf8");
    const next = paintFirst(html);
    if (next !== html) {
      writeFileSync(file, next);
      changed++;
    }
  }
  return changed;
}
