import { describe, expect, it } from "vitest";
import { offices } from "@/data/offices";
import en from "../../messages/en/careers.json";
import { openRoles } from "./roles";

describe("open roles", () => {
  it("are unique and each has its title and team in the messages", () => {
    expect(new Set(openRoles.map((r) => r.id)).size).toBe(openRoles.length);
    for (const r of openRoles) {
      expect(en.roles.items[r.id].title).toBeTruthy();
      expect(en.roles.items[r.id].team).toBeTruthy();
    }
  });

  it("are based in cities with an Orbitalk office", () => {
    const cities = offices.flatMap((c) => c.offices.map((o) => o.city));
    for (const r of openRoles) expect(cities).toContain(en.roles.cities[r.city]);
  });
});
