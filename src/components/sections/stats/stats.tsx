import { Container } from "@/components/layout/container";

export interface Stat {
  id: string;
  value: string;
  label: string;
}

export interface StatsProps {
  id: string;
  title: string;
  stats: readonly Stat[];
}

export function Stats({ id, title, stats }: StatsProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        <h2 id={titleId} className="text-center text-3xl font-bold tracking-tight text-ink-900 md:text-4xl">
          {title}
        </h2>
        <dl className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((s) => (
            <div key={s.id} className="flex flex-col rounded-card bg-ink-50 p-6">
              <dt className="order-2 mt-2 leading-6 text-muted">{s.label}</dt>
              <dd className="order-1 text-4xl font-bold tracking-tight text-ink-700">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
