import { clsx } from "clsx";
import { buttonClass } from "@/components/ui/button-class";
import { StaticImage } from "@/components/ui/static-image";
import type { CatalogueAgent } from "@/features/agents/catalogue";

export interface CatalogueItem extends CatalogueAgent {
  /** The agent's picture (SPEC §3 `chatImg`). */
  chatImg: string;
  /** The name the chat is opened with: the English one, the same in every language. */
  chatName: string;
}

export interface AgentCardLabels {
  featuresLabel: string;
  start: string;
  starting: string;
}

export interface AgentCardProps {
  agent: CatalogueItem;
  /** The agent's industry and team, named in the page's language. */
  industry: string;
  role: string;
  labels: AgentCardLabels;
  /** This agent is being started: its button spins. */
  starting: boolean;
  /** Another agent is being started: this card dims and waits. */
  disabled: boolean;
  onStart: () => void;
}

/** One agent of the catalogue: its picture, name, industry and team, what it does, and a start button. */
export function AgentCard({ agent, industry, role, labels, starting, disabled, onStart }: AgentCardProps) {
  return (
    <article
      id={`agent-${agent.id}`}
      aria-busy={starting || undefined}
      className={clsx(
        "flex w-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line transition-opacity",
        disabled && "opacity-50",
      )}
    >
      {/* Decorative: the name and the features say what the picture shows. */}
      <StaticImage src={agent.chatImg} alt="" width={320} height={200} className="h-auto w-full bg-surface" />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-pill bg-ink-50 px-3 py-1 text-ink-700">{industry}</span>
          <span className="rounded-pill bg-signal-100 px-3 py-1 text-ink-900">{role}</span>
        </p>
        <h3 className="mt-4 text-lg font-semibold text-ink-900">{agent.name}</h3>
        <ul aria-label={labels.featuresLabel} className="mt-3 flex-1 space-y-2 text-sm leading-6 text-muted">
          {agent.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-signal-500" />
              {feature}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={buttonClass("dark", "mt-6 self-start", "md", true)}
          disabled={disabled || starting}
          onClick={onStart}
        >
          {starting && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
          )}
          {starting ? labels.starting : labels.start}
          <span className="sr-only">: {agent.name}</span>
        </button>
      </div>
    </article>
  );
}
