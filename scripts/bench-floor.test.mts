import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { writeFloorApp } from "./bench-floor.mjs";

const dir = ".bench/floor-test";
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("builds the bench floor as a bare framework app, without the site's server hooks", () => {
  writeFloorApp(dir);
  const next = `${process.cwd()}/node_modules/next/dist/bin/next`;
  const build = spawnSync("node", [next, "build"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    encoding: "utf8",
  });
  expect(build.status, build.stderr).toBe(0);
  // Turbopack names a chunk after the folder its module came from: src_… is the site's code.
  const chunks = readdirSync(`${dir}/.next/server/chunks`);
  expect(chunks.filter((name) => name.startsWith("src_"))).toEqual([]);
}, 180_000);
