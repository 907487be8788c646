import { Container } from "@/components/layout/container";
import { SocialIcon } from "@/components/layout/footer/social-icons";
import { Link } from "@/components/ui/link";
import { StaticImage } from "@/components/ui/static-image";
import { SectionHeading } from "../section-heading";

export interface TeamGridMember {
  id: string;
  name: string;
  designation: string;
  imgLink: string;
  ctaLink: string;
}

export interface TeamGridProps {
  id: string;
  title: string;
  lead?: string;
  members: readonly TeamGridMember[];
  /** Accessible name of each profile link, e.g. "{name} on LinkedIn". */
  profileLabel: (name: string) => string;
}

/** SPEC §2 "team grid": each card links to the member's LinkedIn profile in a new tab. */
export function TeamGrid({ id, title, lead, members, profileLabel }: TeamGridProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <ul className="mt-12 grid grid-cols-2 gap-5 md:grid-cols-3 lg:grid-cols-4">
          {members.map((m) => (
            <li
              key={m.id}
              className="flex flex-col items-center rounded-card bg-surface p-5 text-center ring-1 ring-line"
            >
              <StaticImage src={m.imgLink} alt="" width={120} height={120} className="size-24 md:size-28" />
              <p className="mt-4 font-semibold text-ink-900">{m.name}</p>
              <p className="mt-1 text-sm leading-5 text-muted">{m.designation}</p>
              <Link
                href={m.ctaLink}
                aria-label={profileLabel(m.name)}
                className="mt-4 grid size-11 place-items-center rounded-full bg-white text-ink-700 ring-1 ring-line transition-colors hover:text-ink-900 hover:ring-ink-300"
              >
                <SocialIcon network="linkedin" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
