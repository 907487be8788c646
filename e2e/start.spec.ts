import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

const START_LIMIT_MS = 30_000;

/** Runs `npm start`'s server over the current build; resolves with its exit code and output. */
function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: "0", // any free port, in case it does start
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "start-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), START_LIMIT_MS);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test("the server refuses a malformed chat app id at start, naming the variable", async () => {
  test.setTimeout(START_LIMIT_MS + 10_000);
  const { code, output } = await serve({ CHAT_APP_ID: "too-short" });
  expect(output).not.toContain("ready on");
  expect(code, "it stops by itself, before the time limit").not.toBeNull();
  expect(code).not.toBe(0);
  expect(output).toMatch(/CHAT_APP_ID: at least 10 letters/);
});
