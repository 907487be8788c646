import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button-link";
import type { ChatMessage } from "@/features/chat/timeline";
import { ChatBubble } from "../chat-mockup/chat-bubble";
import { SectionHeading } from "../section-heading";
import { AgentPicker } from "./agent-selector.client";

/** SPEC §3 "Agent config item" (name, industry, role, list, chatImg) with the chat drawn, not pictured. */
export interface AgentConfig {
  id: string;
  name: string;
  industry: string;
  role: string;
  list: readonly string[];
  chat: readonly ChatMessage[];
}

export interface AgentSelectorProps {
  id: string;
  title: string;
  lead?: string;
  /** Accessible names of the agent list and of each sample conversation. */
  listLabel: string;
  chatLabel: string;
  agents: readonly AgentConfig[];
  cta: { label: string; href: string };
}

/** SPEC §2 "agent selector with sidebar and preview". */
export function AgentSelector({ id, title, lead, listLabel, chatLabel, agents, cta }: AgentSelectorProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <AgentPicker
          label={listLabel}
          agents={agents.map((a) => ({
            id: `${id}-${a.id}`,
            name: a.name,
            tag: `${a.industry} · ${a.role}`,
          }))}
          previews={agents.map((agent) => (
            <article
              key={agent.id}
              aria-label={agent.name}
              className="grid gap-8 rounded-card bg-white p-6 shadow-card ring-1 ring-line md:grid-cols-2 md:p-8"
            >
              <div>
                <h3 className="text-2xl font-bold tracking-tight text-ink-900">{agent.name}</h3>
                <p className="mt-1 text-sm text-muted">
                  {agent.industry} · {agent.role}
                </p>
                <ul className="mt-6 space-y-3">
                  {agent.list.map((item) => (
                    <li key={item} className="flex gap-3 leading-6 text-text">
                      <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-signal-500" />
                      {item}
                    </li>
                  ))}
                </ul>
                <ButtonLink href={cta.href} variant="dark" className="mt-8">
                  {cta.label}
                </ButtonLink>
              </div>
              <ol aria-label={chatLabel} className="flex flex-col gap-2 rounded-2xl bg-chat-bg p-4">
                {agent.chat.map((message, i) => (
                  <ChatBubble key={i} message={message} highlighted={false} card={0} animate={false} />
                ))}
              </ol>
            </article>
          ))}
        />
      </Container>
    </section>
  );
}
