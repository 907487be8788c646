// Paint first, then hydrate: rewrites the prerendered pages of a build so the browser paints the
// server HTML before it fetches or runs any of Next.js's chunk scripts.
//
// Next.js puts its chunks in <head> as `<script async>`: on a fast connection they arrive while the
// first style and layout are still being worked out and the first paint waits for their
// evaluation (React alone is a 20–50 ms task on a mid-range phone); on a slow one they share the
// connection with the stylesheet and the font. The tags, and Next.js's preload of its runtime, are
// removed; one inline loader where the first stood adds them back in order once the first paint is
// reported (or after FALLBACK_MS where nothing paints: a hidden tab). Until then the HTML, the CSS
// and the font have the connection to themselves. Lighthouse's LCP estimate counts every script
// fetched before the LCP paint, preloads included, unless it sees its evaluation come later (and
// it drops evaluations shorter than 10 ms from its graph).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
// Next.js also preloads the first of them (its runtime).
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;
const FALLBACK_MS = 2000;

// The paint entry's observer fires once the first frame is on screen. It is no timer, so it also
// fires under the browser tests' fake clock.
const loader = (srcs) =>
  `<script>(function(s,d){function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
  `try{new PerformanceObserver(go).observe({type:"paint",buffered:true})}catch(e){go()}setTimeout(go,${FALLBACK_MS})})(${JSON.stringify(srcs)},0)</script>`;

/** The page with its chunk scripts replaced by the loader; unchanged if it has none. */
export function paintFirst(html) {
  const srcs = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (srcs.length === 0) return html;
  const page = html.replace(CHUNK_PRELOAD, "");
  const at = page.search(CHUNK_SCRIPT);
  return page.slice(0, at) + loader(srcs) + page.slice(at).replace(CHUNK_SCRIPT, "");
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
