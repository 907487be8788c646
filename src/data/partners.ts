/**
 * Orbitalk's partners (SPEC "partner profiles"), for the partner directory. Orbitalk is fictional and
 * so are these companies: none of them has a website, so none links to a real domain. Their
 * one-line descriptions are copy, in messages/<locale>/partners.json under `directory.partners`.
 * The logos in public/logos/partners are drawn like the customer logos in public/logos: a mark plus
 * the wordmark set in Inter and converted to paths, 40 px high, `width` as given here.
 */
export const partnerTypes = ["integrator", "consultancy", "technology", "reseller"] as const;

/**
 * - integrator: systems integrators who build and run Orbitalk into a customer's stack;
 * - consultancy: CX consultancies who design customer journeys;
 * - technology: CRM and software implementers who connect Orbitalk to their products;
 * - reseller: telecom resellers who sell Orbitalk with their own connectivity.
 */
export type PartnerType = (typeof partnerTypes)[number];

/** ISO 3166-1 alpha-2 codes of the countries partners work from. */
export type PartnerCountry = "IN" | "AE" | "BR" | "IT" | "ES" | "TR" | "GB";

export interface PartnerLogo {
  src: `/logos/partners/${string}.svg`;
  width: number;
  height: 40;
}

export interface Partner {
  id: string;
  name: string;
  type: PartnerType;
  country: PartnerCountry;
  logo: PartnerLogo;
  /** Absolute address of the partner's site; left out for fictional partners. */
  website?: string;
}

const logo = (id: string, width: number): PartnerLogo => ({
  src: `/logos/partners/${id}.svg`,
  width,
  height: 40,
});

export const partners = [
  {
    id: "tarangit",
    name: "Tarangit Systems",
    type: "integrator",
    country: "IN",
    logo: logo("tarangit", 111),
  },
  { id: "lekhora", name: "Lekhora CRM", type: "technology", country: "IN", logo: logo("lekhora", 115) },
  { id: "ramlora", name: "Ramlora Telecom", type: "reseller", country: "AE", logo: logo("ramlora", 111) },
  { id: "jabutica", name: "Jabutica CX", type: "consultancy", country: "BR", logo: logo("jabutica", 113) },
  { id: "araucom", name: "Araucom", type: "reseller", country: "BR", logo: logo("araucom", 124) },
  {
    id: "bussolia",
    name: "Bussolia Consulting",
    type: "consultancy",
    country: "IT",
    logo: logo("bussolia", 117),
  },
  { id: "veletia", name: "Veletia Sistemas", type: "integrator", country: "ES", logo: logo("veletia", 120) },
  { id: "meltemsoft", name: "Meltemsoft", type: "technology", country: "TR", logo: logo("meltemsoft", 143) },
  { id: "fenlow", name: "Fenlow Digital", type: "integrator", country: "GB", logo: logo("fenlow", 106) },
] as const satisfies readonly Partner[];

export type PartnerId = (typeof partners)[number]["id"];
