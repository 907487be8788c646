import { Container } from "@/components/layout/container";

export interface Metric {
  id: string;
  /** The metric's name, e.g. "Speed to lead". */
  title: string;
  /** What it measures and which conversation moves it. */
  text: string;
}

export interface MetricGridProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  metrics: readonly Metric[];
}

/**
 * The numbers a team is judged by: a dark band of named metrics, each with what it measures. It
 * states no values (those are the customer's own); a gauge marks each one as a measure.
 */
export function MetricGrid({ id, title, lead, metrics }: MetricGridProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="bg-ink-900 py-20 text-white render-when-near md:py-24"
    >
      <Container>
        <div className="max-w-2xl">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg leading-8 text-ink-200">{lead}</p>}
        </div>
        <dl className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {metrics.map((m) => (
            <div key={m.id} className="rounded-card bg-white/5 p-6 ring-1 ring-white/15">
              <dt className="flex items-start gap-3 text-lg leading-7 font-semibold">
                <Gauge />
                {m.title}
              </dt>
              <dd className="mt-3 leading-7 text-ink-200">{m.text}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function Gauge() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-6 shrink-0 text-signal-400"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M4 17a8 8 0 1 1 16 0" />
      <path d="M12 17l4-5" />
      <path d="M4 17h2M18 17h2M12 9v1.5" />
    </svg>
  );
}
