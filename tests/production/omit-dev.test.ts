import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort, jsonPost, validLead } from "../leads/support";

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
const dir = mkdtempSync(path.join(tmpdir(), "orbitalk-production-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("serves pages, the data services and a lead with production dependencies only", async () => {
  expect(existsSync(".next/BUILD_ID"), "needs a build (npm run build)").toBe(true);
  cpSync(".", dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(".", source);
      return !LEFT_OUT.has(relative.split(path.sep)[0]!) && relative !== path.join(".next", "cache");
    },
  });
  const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir,
    encoding: "utf8",
  });
  expect(install.status, install.stderr).toBe(0);
  for (const devOnly of ["typescript", "tsx", "tailwindcss", "vitest"])
    expect(existsSync(path.join(dir, "node_modules", devOnly)), devOnly).toBe(false);

  const port = await freePort();
  const imports = path.join(dir, "imports.txt");
  const site = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dir, "data"),
      DATABASE_URL: "",
      // Every module the server's scripts import, to show none is TypeScript or a dev dependency.
      NODE_OPTIONS: `--import=${path.resolve("tests/production/record-imports.mjs")}`,
      RECORD_IMPORTS: imports,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  site.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  site.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => site.once("exit", resolve));
  const url = `http://localhost:${port}`;
  try {
    const deadline = Date.now() + 60_000;
    while (!log.includes("ready on")) {
      if (site.exitCode !== null || Date.now() > deadline) throw new Error(`did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(log).not.toMatch(/Building the production site/);

    const home = await fetch(`${url}/company`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<h1[\s>]/);
    const countries = (await (await fetch(`${url}/wa/util/countries`)).json()) as { regionCodes: unknown[] };
    expect(countries.regionCodes.length).toBeGreaterThan(200);
    expect(await (await fetch(`${url}/location?v1`)).json()).toEqual({ country: null, source: "unknown" });
    const ticker = await fetch(`${url}/resources/wp-json/resources-api/header-ticker-info`);
    expect(ticker.status).toBe(200);

    const { token } = (await (
      await fetch(`${url}/api/sfdc/jwt`, jsonPost({ form: "demo" }, url))
    ).json()) as {
      token: string;
    };
    const lead = await fetch(`${url}/api/sfdc/cb-data`, jsonPost(validLead(token, 1), url));
    expect(lead.status, await lead.clone().text()).toBe(200);
  } finally {
    site.kill("SIGTERM");
    await exited;
  }
  const asked = new Set(readFileSync(imports, "utf8").split("\n").filter(Boolean));
  expect(asked).toContain("next"); // the recorder saw the server's imports
  const devDependencies = Object.keys(
    (JSON.parse(readFileSync("package.json", "utf8")) as { devDependencies: Record<string, string> })
      .devDependencies,
  );
  const devOrTypeScript = [...asked].filter(
    (specifier) =>
      /\.[cm]?tsx?$/.test(specifier) ||
      devDependencies.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
  );
  expect(devOrTypeScript).toEqual([]);
}, 300_000);
