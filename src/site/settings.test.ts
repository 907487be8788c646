import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSettingNames } from "./settings";

/** The variables named in the first column of the README's table that follows `marker`. */
function readmeTable(marker: string): string[] {
  const readme = readFileSync("README.md", "utf8");
  const rows = readme.slice(readme.indexOf(marker)).split("\n\n")[1]!.split("\n").slice(2);
  return rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!));
}

describe("build settings", () => {
  it("are SITE_URL and every site setting, and nothing the server reads at run time", () => {
    expect(buildSettingNames).toContain("SITE_URL");
    expect(buildSettingNames).toContain("PHONE_SALES_INDIA");
    expect(buildSettingNames).toContain("RESOURCE_HOST");
    expect(buildSettingNames).not.toContain("LOCATION_COUNTRY_HEADER");
    expect(buildSettingNames).not.toContain("DATABASE_URL");
  });

  it("are exactly the README's table of settings read at build time", () => {
    expect(readmeTable("**Site settings**").sort()).toEqual([...buildSettingNames].sort());
  });
});
