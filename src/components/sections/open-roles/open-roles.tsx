import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button-link";
import { SectionHeading } from "../section-heading";

export interface OpenRole {
  id: string;
  title: string;
  team: string;
  /** The city, e.g. "Bengaluru". */
  location: string;
  /** The work mode, e.g. "Hybrid". */
  mode: string;
  /** Where to apply: a `mailto:` link, a path or an absolute URL. */
  applyHref: string;
}

export interface OpenRolesProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  roles: readonly OpenRole[];
  labels: {
    /** The apply button, e.g. "Apply"; its accessible name adds the role's title. */
    apply: string;
    /** Names of the card's facts, for screen readers: "Team", "Location", "Work mode". */
    team: string;
    location: string;
    mode: string;
    /** Shown instead of the list when no role is open. */
    empty: string;
  };
}

/** Open roles as a list of cards: title, team, city and work mode, and an apply link. */
export function OpenRoles({ id, title, lead, roles, labels }: OpenRolesProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        {roles.length === 0 ? (
          <p className="mt-10 text-lg text-muted">{labels.empty}</p>
        ) : (
          <ul className="mt-12 grid gap-5 md:grid-cols-2">
            {roles.map((r) => (
              <li
                key={r.id}
                className="flex flex-col justify-between gap-6 rounded-card bg-white p-6 shadow-card ring-1 ring-line"
              >
                <div>
                  <h3 className="text-lg leading-7 font-semibold text-ink-900">{r.title}</h3>
                  <dl className="mt-3 flex flex-wrap gap-2 text-sm">
                    <Fact label={labels.team} value={r.team} strong />
                    <Fact label={labels.location} value={r.location} />
                    <Fact label={labels.mode} value={r.mode} />
                  </dl>
                </div>
                <ButtonLink href={r.applyHref} variant="dark" className="self-start">
                  {labels.apply}
                  <span className="sr-only">: {r.title}</span>
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "rounded-pill bg-signal-100 px-3 py-1" : "rounded-pill bg-ink-50 px-3 py-1"}>
      <dt className="sr-only">{label}</dt>
      <dd className="font-semibold text-ink-800">{value}</dd>
    </div>
  );
}
