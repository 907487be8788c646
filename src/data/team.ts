/**
 * The leadership team shown on /company (SPEC §3 "Team member": name, designation, imgLink,
 * ctaLink). Orbitalk and its people are fictional; designations are translated through the
 * `company.team.roles.<id>` messages, and the avatars are illustrations drawn for the site by
 * `scripts/design/make-avatars.mjs`.
 */
export type TeamMemberId =
  | "aarav-menon"
  | "sofia-ricci"
  | "rahul-iyer"
  | "priya-nair"
  | "layla-haddad"
  | "mariana-costa"
  | "emre-demir"
  | "daniel-ortega";

export interface TeamMember {
  id: TeamMemberId;
  name: string;
  imgLink: `/team/${string}.svg`;
  /** LinkedIn profile; opens in a new tab. */
  ctaLink: `https://www.linkedin.com/in/${string}`;
}

const member = (id: TeamMemberId, name: string): TeamMember => ({
  id,
  name,
  imgLink: `/team/${id}.svg`,
  ctaLink: `https://www.linkedin.com/in/orbitalk-${id}`,
});

export const team: readonly TeamMember[] = [
  member("aarav-menon", "Aarav Menon"),
  member("sofia-ricci", "Sofia Ricci"),
  member("rahul-iyer", "Rahul Iyer"),
  member("priya-nair", "Priya Nair"),
  member("layla-haddad", "Layla Haddad"),
  member("mariana-costa", "Mariana Costa"),
  member("emre-demir", "Emre Demir"),
  member("daniel-ortega", "Daniel Ortega"),
];
