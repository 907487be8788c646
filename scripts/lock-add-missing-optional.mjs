// Adds os/cpu stub entries to package-lock.json for platform-specific optional
// binaries that the registry mirror on our build machines does not serve
// (darwin/win32 builds of @next/swc-*, @tailwindcss/oxide-*, …). Without them a
// plain `npm ci` on a fresh clone fails with "Missing: … from lock file".
// Idempotent: run it after every `npm install`, and before `npm ci` in CI.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const pkgs = lock.packages;
const OS = [
  "darwin",
  "win32",
  "linux",
  "freebsd",
  "android",
  "openharmony",
  "netbsd",
  "openbsd",
  "sunos",
  "aix",
];
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "s390x", "loong64", "riscv64", "mips64el"];

function platformOf(name) {
  if (name.endsWith("-wasi")) return { cpu: ["wasm32"] };
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes("eabi") ? "arm" : undefined);
  if (!os || !cpu) return null;
  const libc = os === "linux" ? { libc: [parts.some((p) => p.startsWith("musl")) ? "musl" : "glibc"] } : {};
  return { cpu: [cpu], ...libc, os: [os] };
}

let added = 0;
for (const [key, meta] of Object.entries(pkgs)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    if (pkgs[`${key ? key + "/" : ""}node_modules/${dep}`] || pkgs[`node_modules/${dep}`]) continue;
    const plat = platformOf(dep);
    if (!plat || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    pkgs[`node_modules/${dep}`] = {
      version: spec,
      cpu: plat.cpu,
      ...(plat.libc && { libc: plat.libc }),
      optional: true,
      ...(plat.os && { os: plat.os }),
    };
    added++;
  }
}
const order = ([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en"));
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(order));
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`lock-add-missing-optional: added ${added} stub entries`);
