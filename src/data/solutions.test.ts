import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { findRoute } from "@/site/routes";
import { industries, roles } from "./audiences";
import {
  agentCatalogueHref,
  agentRoleNames,
  gridImage,
  solutionImage,
  solutionStories,
  solutions,
} from "./solutions";

const copy = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(`messages/${locale}/${namespace}.json`, "utf8"));

describe("solutions pages", () => {
  it("cover the six industries and the four roles, each a live route", () => {
    expect(solutions.map((s) => s.path).sort()).toEqual(
      [...industries.map((i) => `/industry/${i}`), ...roles.map((r) => `/role/${r}`)].sort(),
    );
    for (const s of solutions) expect(findRoute(s.path)?.namespace, s.path).toBe(s.namespace);
  });

  it("lead each use case, rule and grid card to a live page", () => {
    for (const s of solutions)
      for (const href of [...Object.values(s.useCases), s.rulesLink, ...Object.values(s.grid ?? {})])
        expect(findRoute(href), `${s.path} → ${href}`).toBeDefined();
  });

  it.each(locales.filter((l) => l !== "en-AE"))(
    "%s: tell every use case and grid card in order",
    (locale) => {
      for (const s of solutions) {
        const page = copy(locale, s.namespace);
        expect(Object.keys(page.useCases.tabs), s.namespace).toEqual(Object.keys(s.useCases));
        expect(Object.keys(page.grid?.cards ?? {}), s.namespace).toEqual(Object.keys(s.grid ?? {}));
      }
    },
  );

  it("each show at least one customer story of their industry or team", () => {
    for (const s of solutions) expect(solutionStories(s).length, s.path).toBeGreaterThan(0);
    expect(solutionStories(solutions.find((s) => s.slug === "marketing")!).map((s) => s.id)).toEqual([
      "fernhollow-foods",
      "brisalta",
    ]);
  });

  it("have their designed pictures", () => {
    for (const s of solutions) {
      expect(existsSync(`public${solutionImage(s)}`), s.slug).toBe(true);
      for (const card of Object.keys(s.grid ?? {}))
        expect(existsSync(`public${gridImage(s, card)}`), card).toBe(true);
    }
  });
});

describe("links into the agent catalogue", () => {
  it("name a role by the catalogue's role name, encoded", () => {
    expect(agentCatalogueHref({ role: "support-and-customer-experience" })).toBe(
      "/ai-agent-use-cases?role=Support%2FCustomer%20Experience",
    );
    expect(decodeURIComponent(agentCatalogueHref({ role: "growth" }).split("=")[1]!)).toBe(
      agentRoleNames.growth,
    );
  });

  it("name an industry by its id", () => {
    expect(agentCatalogueHref({ industry: "real-estate" })).toBe("/ai-agent-use-cases?industry=real-estate");
  });
});
