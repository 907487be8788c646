import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { copyProject, startSite } from "./support";

const dir = copyProject();

it("rebuilds when a build-time setting changes, and serves the new value", async () => {
  // The build needs the dev dependencies: hard links to this project's, or a copy on another disk.
  const link = spawnSync("cp", ["-al", "node_modules", path.join(dir, "node_modules")]);
  if (link.status !== 0) expect(spawnSync("cp", ["-a", "node_modules", dir]).status).toBe(0);

  const phone = "+91 22 6100 4242";
  const site = await startSite(dir, { PHONE_SALES_INDIA: phone }, 240_000);
  try {
    expect(site.log()).toMatch(/Building the production site/);
    const contact = await (await fetch(`${site.url}/contact-us`)).text();
    expect(contact).toContain(phone);
    expect(contact).toContain('href="tel:+912261004242"');
  } finally {
    await site.stop();
  }
}, 300_000);
