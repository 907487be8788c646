// A fingerprint of everything a production build depends on, stored in .next/source-stamp after a
// build so `npm start` rebuilds only when something changed.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const STAMP = ".next/source-stamp";
const INPUTS = [
  "src",
  "messages",
  "public",
  "package-lock.json",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];
// Variables read at build time (they end up in prerendered pages).
const BUILD_ENV = ["SITE_URL"];

/** Every file under `path`, in a stable order. */
function walk(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => walk(join(path, name)));
}

// Contents, not modification times: a copy of the project with its build (a deployment, a
// production-only install) is current when its files are the same.
export function sourceStamp() {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(walk)) hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}\n`);
  return hash.digest("hex");
}

export const isBuildCurrent = () =>
  existsSync(".next/BUILD_ID") && existsSync(STAMP) && readFileSync(STAMP, "utf8") === sourceStamp();

export const markBuilt = () => writeFileSync(STAMP, sourceStamp());
