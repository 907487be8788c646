// @vitest-environment jsdom
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANG_PREF_KEY } from "../locale/resolve-locale";
import { GCLID_COOKIE } from "../shell/gclid";
import { UTM_COOKIE, UTM_STORAGE_KEY } from "../shell/utm";
import { LANDING_PAGE_KEY, LEAD_URL_KEY, VISITED_PATHS_KEY } from "../shell/visit-history";
import { SIGNED_IN_COOKIE } from "../account/sign-in";
import {
  ALL_ACCEPTED_KEY,
  CONSENT_COOKIE,
  COOKIE_CONSENT_KEY,
  COOKIE_POPUP_SHOWN_KEY,
  EXIT_MODAL_KEY,
} from "./groups";
import { INVENTORY, cookiesToClear } from "./inventory";

const listed = (store: string) => INVENTORY.filter((e) => e.store === store).map((e) => e.name);

/** The site's own source files (tests excluded). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("cookie inventory", () => {
  it("lists every cookie and storage key of SPEC §3 in the store the site uses", () => {
    expect(listed("cookie")).toEqual(
      expect.arrayContaining([CONSENT_COOKIE, LANG_PREF_KEY, UTM_COOKIE, GCLID_COOKIE, SIGNED_IN_COOKIE]),
    );
    expect(listed("localStorage")).toEqual(
      expect.arrayContaining([
        LEAD_URL_KEY,
        EXIT_MODAL_KEY,
        COOKIE_POPUP_SHOWN_KEY,
        COOKIE_CONSENT_KEY,
        LANG_PREF_KEY,
        UTM_STORAGE_KEY,
      ]),
    );
    expect(listed("sessionStorage")).toEqual(
      expect.arrayContaining([ALL_ACCEPTED_KEY, VISITED_PATHS_KEY, LANDING_PAGE_KEY]),
    );
  });

  it("lists every storage key the source reads or writes", () => {
    const sources = sourceFiles("src").map((file) => readFileSync(file, "utf8"));
    // Keys are named by constants (`const LEAD_URL_KEY = "contactUsLeadUrl"`) or written inline.
    const constants = new Map(
      sources.flatMap((code) =>
        [...code.matchAll(/const (\w+) = "([^"]*)"/g)].map(([, name, value]) => [name, value]),
      ),
    );
    const used = sources.flatMap((code) =>
      [...code.matchAll(/(localStorage|sessionStorage)\.(?:get|set|remove)Item\((\w+|"[^"]+")/g)].map(
        ([, store, key]) => `${store} ${key!.startsWith('"') ? key!.slice(1, -1) : constants.get(key!)}`,
      ),
    );
    const known = new Set(INVENTORY.map((e) => `${e.store} ${e.name}`));
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });

  it("lists each cookie and key once per store", () => {
    const keys = INVENTORY.map((e) => `${e.store} ${e.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("marks the first-party attribution honestly: set on arrival, by the site, never a third party's", () => {
    const attribution = INVENTORY.filter((e) => e.attribution).map((e) => e.name);
    expect(attribution.sort()).toEqual(
      [UTM_COOKIE, UTM_STORAGE_KEY, GCLID_COOKIE, LEAD_URL_KEY, VISITED_PATHS_KEY, LANDING_PAGE_KEY].sort(),
    );
    expect(INVENTORY.filter((e) => e.attribution && e.setBy !== "site")).toEqual([]);
  });

  it("keeps the spec's lifetimes: gclid 90 days, the consent record 182 days", () => {
    const seconds = (name: string) => {
      const lifetime = INVENTORY.find((e) => e.name === name)!.lifetime;
      return typeof lifetime === "object" ? lifetime.seconds : lifetime;
    };
    expect(seconds(GCLID_COOKIE)).toBe(7_776_000);
    expect(seconds(CONSENT_COOKIE)).toBe(182 * 86_400);
  });

  it("puts no third-party cookie in the strictly necessary group", () => {
    expect(INVENTORY.filter((e) => e.group === "C0001" && e.setBy !== "site")).toEqual([]);
  });
});

describe("cookies a revoked group clears", () => {
  const clears = (group: Parameters<typeof cookiesToClear>[0], name: string) =>
    cookiesToClear(group).some((pattern) => pattern.test(name));

  it("clears Google Analytics' cookies with performance, any container's included", () => {
    expect(clears("C0002", "_ga")).toBe(true);
    expect(clears("C0002", "_ga_X1Y2Z3")).toBe(true);
    expect(clears("C0002", "_gab")).toBe(false);
  });

  it("clears the marketing tracker's cookies with targeting", () => {
    for (const name of ["__hstc", "hubspotutk", "__hssc", "__hssrc"])
      expect(clears("C0004", name)).toBe(true);
    expect(clears("C0004", "_ga")).toBe(false);
  });

  it("never clears the site's own cookies", () => {
    for (const group of ["C0001", "C0002", "C0003", "C0004"] as const)
      for (const name of [CONSENT_COOKIE, LANG_PREF_KEY, UTM_COOKIE, GCLID_COOKIE])
        expect(clears(group, name)).toBe(false);
  });
});
