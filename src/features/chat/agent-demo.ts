import { chatAgentName } from "./plugin-args";

/** One line of an agent's scripted demo conversation (English, like the chat). */
export interface DemoTurn {
  from: "agent" | "customer";
  text: string;
}

/** The demos, built with the site (src/app/api/chat/agent-demos/route.ts), by the name the chat gets. */
export const AGENT_DEMOS_URL = "/api/chat/agent-demos";

/** Between two lines of a demo: time to read the one before. */
export const DEMO_TURN_MS = 1400;

/** The demos keyed as the plugin names an agent: its name cut to 24 characters (SPEC §9). */
export function demoIndex(demos: readonly { name: string; demo: readonly DemoTurn[] }[]) {
  return Object.fromEntries(demos.map((d) => [chatAgentName(d.name), d.demo]));
}
