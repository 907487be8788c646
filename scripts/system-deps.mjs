// Makes sure the Debian packages the tests need are present: Chromium for the browser tests and
// Lighthouse, a Java runtime for the Nu HTML Checker, PostgreSQL for the lead store tests. Installs the missing ones with apt when
// running as root; otherwise prints exactly what to install and exits non-zero.
// Usage: node scripts/system-deps.mjs [chromium] [java] [postgresql]
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const packages = {
  chromium: { check: () => existsSync(process.env.CHROME_PATH ?? "/usr/bin/chromium"), apt: "chromium" },
  java: { check: () => spawnSync("java", ["-version"]).status === 0, apt: "default-jre-headless" },
  postgresql: { check: () => postgresBin() !== undefined, apt: "postgresql" },
};

/** The newest installed PostgreSQL server's bin directory, if any. */
export function postgresBin() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(`${root}/${v}/bin/initdb`))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? `${root}/${versions.at(-1)}/bin` : undefined;
}

export function ensureSystemDeps(names = Object.keys(packages)) {
  const missing = names.filter((n) => !packages[n].check()).map((n) => packages[n].apt);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing system packages. Install them with:\n  sudo apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(", ")} with apt…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
    stdio: "inherit",
    env,
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  ensureSystemDeps(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
