// Validates every prerendered page's HTML with the Nu HTML Checker (vnu-jar, Java from Debian).
// Prints each error, writes a summary to .ci-artifacts/html.json, exits non-zero on any error.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureSystemDeps } from "./system-deps.mjs";

const root = ".next/server/app";
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".html") ? [join(dir, e.name)] : [],
  );

ensureSystemDeps(["java"]);
const pages = files(root);
const run = spawnSync(
  "java",
  [
    "-Xss2m",
    "-jar",
    "node_modules/vnu-jar/build/dist/vnu.jar",
    "--errors-only",
    // Language detection only ever warns, and warnings are not asked for: it cost a fifth of the run.
    "--no-langdetect",
    // The checker also reads the styles inlined in each page (next.config.ts, inlineCss) and knows
    // nothing of what Tailwind writes for today's browsers (@property, @starting-style, margin-trim).
    "--filterpattern",
    "CSS: .*",
    "--format",
    "json",
    ...pages,
  ],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
const { messages = [] } = JSON.parse(run.stderr || run.stdout || "{}");
const failing = new Set();
for (const m of messages) {
  const file = decodeURIComponent(m.url.replace(/^file:/, ""));
  failing.add(file);
  console.error(`${file}:${m.lastLine}: ${m.message}`);
}
console.log(`html: ${pages.length} pages checked, ${failing.size} with errors`);
mkdirSync(".ci-artifacts", { recursive: true });
writeFileSync(
  ".ci-artifacts/html.json",
  JSON.stringify({ passed: pages.length - failing.size, failed: failing.size }),
);
process.exit(failing.size || run.status ? 1 : 0);
