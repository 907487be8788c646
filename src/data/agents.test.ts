import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { matchesQuery } from "@/features/agents/catalogue";
import { chatAgentName } from "@/features/chat/plugin-args";
import { locales } from "@/i18n/routing";
import demos from "./agent-demos.json";
import { agentImage, agents } from "./agents";
import { industries, roles } from "./audiences";

type AgentCopy = { items: Record<string, { name: string; features: string[] }> };
const copy = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}/agents.json`, "utf8")) as AgentCopy;

describe("the AI-agent catalogue", () => {
  it("has at least 60 agents with unique ids, across the six industries and the four teams", () => {
    expect(agents.length).toBeGreaterThanOrEqual(60);
    expect(new Set(agents.map((a) => a.id)).size).toBe(agents.length);
    for (const industry of industries)
      for (const role of roles)
        expect(
          agents.some((a) => a.industry === industry && a.role === role),
          `${industry} × ${role}`,
        ).toBe(true);
  });

  it.each(locales.filter((l) => l !== "en-AE"))(
    "%s: names each agent once and gives it four feature lines",
    (locale) => {
      const { items } = copy(locale);
      expect(Object.keys(items)).toEqual(agents.map((a) => a.id));
      for (const { id } of agents) {
        expect(items[id]!.name.trim(), id).not.toBe("");
        expect(items[id]!.features, id).toHaveLength(4);
      }
      const names = Object.values(items).map((i) => i.name.toLocaleLowerCase());
      expect(new Set(names).size).toBe(names.length);
    },
  );

  it.each(locales.filter((l) => l !== "en-AE"))(
    "%s: every search the placeholder suggests finds an agent",
    (locale) => {
      const { items } = copy(locale);
      const placeholder = (
        JSON.parse(readFileSync(`messages/${locale}/aiAgentUseCases.json`, "utf8")) as {
          list: { searchPlaceholder: string };
        }
      ).list.searchPlaceholder;
      const examples = [...placeholder.matchAll(/[«“]([^»”]+)[»”]/g)].map((m) => m[1]!);
      expect(examples.length, placeholder).toBeGreaterThan(1);
      const list = agents.map((a) => ({ ...a, ...items[a.id]! }));
      for (const example of examples)
        expect(list.filter((a) => matchesQuery(a, example)).length, example).toBeGreaterThan(0);
    },
  );

  it("has a demo conversation for each agent, opened by the agent, found by the name the chat gets", () => {
    const en = copy("en").items;
    const chatNames = agents.map((a) => chatAgentName(en[a.id]!.name));
    expect(new Set(chatNames).size).toBe(agents.length);
    for (const { id } of agents) {
      const demo = demos[id as keyof typeof demos];
      expect(demo.length, id).toBeGreaterThanOrEqual(4);
      expect(demo[0]!.from, id).toBe("agent");
      demo.forEach((turn, i) => i > 0 && expect(turn.from, `${id} turn ${i}`).not.toBe(demo[i - 1]!.from));
    }
  });

  it("has a picture for each agent", () => {
    for (const { id } of agents) expect(existsSync(`public${agentImage(id)}`), id).toBe(true);
  });
});
