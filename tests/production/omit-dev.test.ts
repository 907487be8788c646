import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { jsonPost, validLead } from "../leads/support";
import { copyProject, startSite } from "./support";

const dir = copyProject();

it("serves pages, the data services and a lead with production dependencies only", async () => {
  expect(existsSync(path.join(dir, ".next/BUILD_ID")), "needs a build (npm run build)").toBe(true);
  const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir,
    encoding: "utf8",
  });
  expect(install.status, install.stderr).toBe(0);
  for (const devOnly of ["typescript", "tsx", "tailwindcss", "vitest"])
    expect(existsSync(path.join(dir, "node_modules", devOnly)), devOnly).toBe(false);

  const imports = path.join(dir, "imports.txt");
  const site = await startSite(
    dir,
    {
      // Every module the server's scripts import, to show none is TypeScript or a dev dependency.
      NODE_OPTIONS: `--import=${path.resolve("tests/production/record-imports.mjs")}`,
      RECORD_IMPORTS: imports,
    },
    60_000,
  );
  const { url } = site;
  try {
    expect(site.log()).not.toMatch(/Building the production site/);

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
    await site.stop();
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
