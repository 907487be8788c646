import { company, type CustomerLogo } from "@/data/company";

/**
 * Customer testimonials: the facts every locale shares. Quote and role are translated in
 * `messages/<locale>/stories.json` under `testimonials.items.<id>`. The people are fictional, like
 * the customers they work for.
 */
export type TestimonialId =
  | "tidewing-air"
  | "quillon-bank"
  | "medora-clinics"
  | "fernhollow-foods"
  | "palmoro-hotels"
  | "okapia-mobility";

export interface TestimonialFacts {
  /** Also the key of its quote and role in the messages. */
  id: TestimonialId;
  author: string;
  /** A name from `company.customers`. */
  customer: string;
  /** The customer story: an internal path or an absolute URL. */
  link?: string;
}

export const testimonials: readonly TestimonialFacts[] = [
  {
    id: "tidewing-air",
    author: "Lucía Ortega",
    customer: "Tidewing Air",
    link: "/customer-stories#stories-tidewing-air",
  },
  {
    id: "quillon-bank",
    author: "Ananya Rao",
    customer: "Quillon Bank",
    link: "/customer-stories#stories-quillon-bank",
  },
  {
    id: "medora-clinics",
    author: "Karim Haddad",
    customer: "Medora Clinics",
    link: "/customer-stories#stories-medora-clinics",
  },
  { id: "fernhollow-foods", author: "Hannah Okafor", customer: "Fernhollow Foods" },
  { id: "palmoro-hotels", author: "Giulia Romano", customer: "Palmoro Hotels" },
  { id: "okapia-mobility", author: "Daniel Mwangi", customer: "Okapia Mobility" },
];

/** The logo of a customer named in `company.customers`; throws for any other name. */
export function customerLogo(name: string): CustomerLogo {
  const logo = company.customers.find((c) => c.name === name);
  if (!logo) throw new Error(`Unknown customer "${name}": add it to company.customers first.`);
  return logo;
}
