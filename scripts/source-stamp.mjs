// A fingerprint of everything a production build depends on, stored in .next/source-stamp after a
// build so `npm start` rebuilds only when something changed: the sources, and the values of the
// variables the build read, whose names the build itself records in .next/build-settings.json
// (next.config.ts, from the settings' schema in src/site/settings.ts).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const STAMP = ".next/source-stamp";
const INPUTS = [
  "src",
  "messages",
  "content",
  "public",
  "package-lock.json",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];
const SETTINGS = ".next/build-settings.json";

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
function sourceStamp(settingNames) {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(walk)) hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
  for (const name of settingNames) hash.update(`${name}=${process.env[name] ?? ""}\n`);
  return hash.digest("hex");
}

const settingNames = () => JSON.parse(readFileSync(SETTINGS, "utf8"));

export const isBuildCurrent = () =>
  [".next/BUILD_ID", SETTINGS, STAMP].every((file) => existsSync(file)) &&
  readFileSync(STAMP, "utf8") === sourceStamp(settingNames());

export const markBuilt = () => writeFileSync(STAMP, sourceStamp(settingNames()));
