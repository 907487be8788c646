import { agents } from "@/data/agents";
import demos from "@/data/agent-demos.json";
import en from "../../../../../messages/en/agents.json";

/**
 * The agents' scripted demo conversations for the first-party chat, by the English name the chat is
 * opened with: a static file, built with the site and fetched only when an agent starts.
 */
export const dynamic = "force-static";

export function GET() {
  const list = agents.map(({ id }) => ({
    name: en.items[id as keyof typeof en.items].name,
    demo: demos[id as keyof typeof demos],
  }));
  return Response.json(list, { headers: { "Cache-Control": "public, max-age=3600" } });
}
