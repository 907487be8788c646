import { StaticImage } from "@/components/ui/static-image";
import { team } from "@/data/team";

export interface RolesCardRole {
  id: string;
  title: string;
  team: string;
  location: string;
  mode: string;
}

/**
 * The careers hero's picture: a few of the open roles on a card, under the faces of the people the
 * new hires will work with. Assistive technology reads it as one sentence naming the roles; all of
 * them are listed in full below the hero.
 */
export function RolesCard({ heading, roles }: { heading: string; roles: readonly RolesCardRole[] }) {
  const label = `${heading}: ${roles.map((role) => `${role.title}, ${role.location}`).join("; ")}`;
  return (
    <div
      role="img"
      aria-label={label}
      className="mx-auto w-full max-w-md rounded-card bg-white p-5 text-left text-text shadow-phone select-none sm:p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-bold text-ink-900">{heading}</p>
        <span className="flex shrink-0 -space-x-2">
          {team.slice(0, 5).map((person) => (
            <StaticImage
              key={person.id}
              src={person.imgLink}
              alt=""
              width={32}
              height={32}
              className="size-8 rounded-full ring-2 ring-white"
            />
          ))}
        </span>
      </div>
      <ul className="mt-4 space-y-2.5">
        {roles.map((role) => (
          <li key={role.id} className="rounded-lg bg-surface p-3 ring-1 ring-line">
            <p className="text-sm leading-snug font-semibold text-ink-900">{role.title}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
              <span>{role.team}</span>
              <span aria-hidden="true">·</span>
              <span>{role.location}</span>
              <span className="rounded-pill bg-signal-100 px-2 py-0.5 font-semibold text-signal-600">
                {role.mode}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
