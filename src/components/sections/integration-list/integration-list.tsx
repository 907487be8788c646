import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button-link";
import { SectionHeading } from "../section-heading";

export interface IntegrationListProps {
  id: string;
  title: string;
  lead: string;
  groups: readonly { id: string; title: string; items: readonly string[] }[];
  cta: { label: string; href: string };
}

/** The tools a platform connects to, as named chips in one card per category, and a link to them all. */
export function IntegrationList({ id, title, lead, groups, cta }: IntegrationListProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id={titleId} title={title} lead={lead} />
          <ButtonLink href={cta.href} variant="dark">
            {cta.label}
          </ButtonLink>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {groups.map((group) => (
            <li key={group.id} className="rounded-card bg-white p-6 shadow-card ring-1 ring-line">
              <h3 className="font-semibold text-ink-900">{group.title}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <li
                    key={item}
                    className="rounded-pill bg-ink-50 px-3 py-1 text-sm font-medium text-ink-800"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
