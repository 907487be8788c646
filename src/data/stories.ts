import type { Industry, Role } from "./audiences";
import type { TestimonialId } from "./testimonials";

/**
 * Customer stories: the facts every locale shares. The customers are fictional (names from
 * `company.customers`); each story's summary, headline-metric wording and labels are translated in
 * `messages/<locale>/customerStories.json` under `stories.items.<id>`. Where a customer also has a
 * testimonial (`src/data/testimonials.ts`), the story uses the same id and the same numbers as the
 * quote in `messages/<locale>/stories.json`.
 */

export const storyChannels = ["whatsapp", "rcs", "sms", "voice", "ai"] as const;
export type StoryChannel = (typeof storyChannels)[number];

/** How the headline number is shown: 41 → "41%", 3 → "3×". */
export type MetricUnit = "percent" | "times";

/** The customers with a testimonial share its id; Okapia Mobility has a quote but no story yet. */
export type StoryId =
  Exclude<TestimonialId, "okapia-mobility"> | "lumavale-home" | "castellan-realty" | "brisalta";

export interface CustomerStory {
  /** Also the key of its copy in the messages, and the testimonial id where there is one. */
  id: StoryId;
  /** A name from `company.customers`. */
  customer: string;
  industry: Industry;
  /** The teams whose work the story shows: the role pages list it. */
  roles: readonly Role[];
  /** The channels the customer built on, in the order the summary names them. */
  channels: readonly StoryChannel[];
  /** The headline number; its wording ("fewer no-shows in six months") lives in the messages. */
  metric: { value: number; unit: MetricUnit };
  /** The full story: an internal path or an absolute URL. None has one yet. */
  link?: string;
}

export const stories: readonly CustomerStory[] = [
  {
    id: "tidewing-air",
    customer: "Tidewing Air",
    industry: "travel-and-hospitality",
    roles: ["support-and-customer-experience"],
    channels: ["whatsapp", "ai"],
    metric: { value: 78, unit: "percent" },
  },
  {
    id: "quillon-bank",
    customer: "Quillon Bank",
    industry: "financial-services",
    roles: ["support-and-customer-experience"],
    channels: ["whatsapp", "sms"],
    // "calls to our fraud line fell by a third"
    metric: { value: 33, unit: "percent" },
  },
  {
    id: "medora-clinics",
    customer: "Medora Clinics",
    industry: "healthcare",
    roles: ["support-and-customer-experience", "growth"],
    channels: ["rcs", "whatsapp"],
    metric: { value: 41, unit: "percent" },
  },
  {
    id: "fernhollow-foods",
    customer: "Fernhollow Foods",
    industry: "food-and-beverage",
    roles: ["marketing"],
    channels: ["rcs", "sms"],
    // "three times the clicks of the plain SMS"
    metric: { value: 3, unit: "times" },
  },
  {
    id: "palmoro-hotels",
    customer: "Palmoro Hotels",
    industry: "travel-and-hospitality",
    roles: ["support-and-customer-experience"],
    channels: ["whatsapp"],
    metric: { value: 45, unit: "percent" },
  },
  {
    id: "lumavale-home",
    customer: "Lumavale Home",
    industry: "retail-and-ecommerce",
    roles: ["support-and-customer-experience", "commerce-and-sales"],
    channels: ["whatsapp", "ai"],
    metric: { value: 32, unit: "percent" },
  },
  {
    id: "castellan-realty",
    customer: "Castellan Realty",
    industry: "real-estate",
    roles: ["commerce-and-sales", "growth"],
    channels: ["whatsapp", "ai"],
    // "site visits booked from portal enquiries doubled"
    metric: { value: 2, unit: "times" },
  },
  {
    id: "brisalta",
    customer: "Brisalta",
    industry: "retail-and-ecommerce",
    roles: ["commerce-and-sales", "growth", "marketing"],
    channels: ["whatsapp"],
    metric: { value: 18, unit: "percent" },
  },
];
