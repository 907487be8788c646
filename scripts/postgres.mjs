// A throwaway PostgreSQL cluster on loopback for the tests: created in a temporary directory,
// no fsync, trust auth on 127.0.0.1 only, removed by stop(). As root it runs as user postgres.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { postgresBin } from "./system-deps.mjs";

export function startPostgres(port = Number(process.env.TEST_PG_PORT ?? 54329)) {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  const dir = mkdtempSync(path.join(tmpdir(), "orbitalk-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool, args) => {
    const [command, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", `${bin}/${tool}`, ...args]]
      : [`${bin}/${tool}`, args];
    const result = spawnSync(command, argv, { stdio: ["ignore", "ignore", "inherit"], timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${tool} failed (exit ${result.status})`);
  };
  run("initdb", ["-D", dir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run("pg_ctl", ["-D", dir, "-l", `${dir}/server.log`, "-w", "-t", "60", "-o", options, "start"]);
  run("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-qAtc", "CREATE DATABASE app"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    stop() {
      try {
        run("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
