/** Whom the site's solutions speak to: six industries and four teams (SPEC §2 routes). */
export const industries = [
  "financial-services",
  "retail-and-ecommerce",
  "travel-and-hospitality",
  "healthcare",
  "food-and-beverage",
  "real-estate",
] as const;
export type Industry = (typeof industries)[number];

export const roles = [
  "commerce-and-sales",
  "support-and-customer-experience",
  "growth",
  "marketing",
] as const;
export type Role = (typeof roles)[number];
