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

function walk(path) {
  if (!existsSync(path)) return [];
  const stat = statSync(path);
  if (!stat.isDirectory()) return [`${path}:${stat.size}:${stat.mtimeMs}`];
  return readdirSync(path)
    .sort()
    .flatMap((name) => walk(join(path, name)));
}

export function sourceStamp() {
  const hash = createHash("sha256");
  for (const line of INPUTS.flatMap(walk)) hash.update(`${line}\n`);
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}\n`);
  return hash.digest("hex");
}

export const isBuildCurrent = () =>
  existsSync(".next/BUILD_ID") && existsSync(STAMP) && readFileSync(STAMP, "utf8") === sourceStamp();

export const markBuilt = () => writeFileSync(STAMP, sourceStamp());
