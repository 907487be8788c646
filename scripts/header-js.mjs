// What the header adds to a page's JS (issue budget: at most 15 KB gzip): the modules of the page's
// chunks reachable from the header's client components and from no other client component of the
// page, gzipped together. Turbopack chunks push `[script, id, factory, id, factory, …]` onto
// globalThis.TURBOPACK and a factory imports with `e.i(id)`, so the chunks are run in a sandbox to
// read the modules, and the page's client reference manifest names the client components.
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const HEADER = "/src/components/layout/header/";

/** Module id → factory source, from the chunk files' contents. */
export function chunkModules(chunks) {
  const modules = new Map();
  for (const code of chunks) {
    const sandbox = { TURBOPACK: [] };
    sandbox.globalThis = sandbox;
    try {
      vm.runInNewContext(code, sandbox);
    } catch {
      continue; // the runtime chunk itself wants a browser; it holds no modules
    }
    for (const entry of sandbox.TURBOPACK)
      for (let i = 1; i < entry.length; i += 2)
        if (typeof entry[i] === "number" && typeof entry[i + 1] === "function")
          modules.set(entry[i], entry[i + 1].toString());
  }
  return modules;
}

function reachable(modules, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id) || !modules.has(id)) continue;
    seen.add(id);
    for (const [, dep] of modules.get(id).matchAll(/\.[irA]\((\d+)\)/g)) stack.push(Number(dep));
  }
  return seen;
}

/** Gzip bytes of the modules only the header's client components need. */
export function headerOnlyGzip(modules, clientModules) {
  const roots = (header) =>
    Object.entries(clientModules)
      .filter(([path]) => path.includes(HEADER) === header)
      .map(([, module]) => module.id);
  const shared = reachable(modules, roots(false));
  const only = [...reachable(modules, roots(true))].filter((id) => !shared.has(id)).sort((a, b) => a - b);
  return gzipSync(only.map((id) => modules.get(id)).join(","), { level: 9 }).length;
}

/** The figure for a built page: its prerendered HTML's chunk scripts and its route's manifest. */
export function headerJs(htmlFile, manifestFile) {
  const html = readFileSync(htmlFile, "utf8");
  const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[^"]+\.js(?=")/g))]
    .filter((src) => !html.includes(`${src}" noModule`))
    .map((src) => readFileSync(`.next/static/${src.slice("/_next/static/".length)}`, "utf8"));
  const sandbox = {};
  vm.runInNewContext(readFileSync(manifestFile, "utf8"), { globalThis: sandbox });
  const [manifest] = Object.values(sandbox.__RSC_MANIFEST);
  return headerOnlyGzip(chunkModules(chunks), manifest.clientModules);
}
