import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { freePort } from "../leads/support";

/** What a deployment holds: the project's files and its finished build, without any installed package. */
const LEFT_OUT = new Set([
  "node_modules",
  ".git",
  "data",
  ".e2e-data",
  ".bench",
  ".ci-artifacts",
  "test-results",
]);

/** A copy of the project and its build in a fresh directory, removed after the file's tests. */
export function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "orbitalk-production-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(".", dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(".", source);
      return !LEFT_OUT.has(relative.split(path.sep)[0]!) && relative !== path.join(".next", "cache");
    },
  });
  return dir;
}

/**
 * `npm start` (scripts/start.mjs) in `dir`, resolved once it serves. `stop()` ends it with SIGTERM;
 * `log()` is everything it printed, including a build's output.
 */
export async function startSite(dir: string, env: Record<string, string>, limitMs: number) {
  const port = await freePort();
  const site = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dir, "data"), DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  site.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  site.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => site.once("exit", resolve));
  const stop = async () => {
    site.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + limitMs;
  while (!log.includes("ready on")) {
    if (site.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `http://localhost:${port}`, log: () => log, stop };
}
