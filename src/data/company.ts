/**
 * Company facts, defined once and reused by every page and locale (DESIGN.md "Facts").
 * Orbitalk and its customers are fictional; no real company is presented as a customer.
 */
export interface CustomerLogo {
  name: string;
  src: `/logos/${string}.svg`;
  width: number;
  height: number;
}

export interface SocialProfile {
  network: "linkedin" | "x" | "youtube" | "instagram";
  url: string;
}

export const company = {
  legalName: "Orbitalk Technologies",
  foundingYear: 2016,
  headquarters: { city: "Bengaluru", countryCode: "IN" },
  metrics: {
    messagesDelivered2025: 2_400_000_000,
    businesses: 3_200,
    countriesReached: 150,
    uptimePercent: 99.95,
  },
  social: [
    { network: "linkedin", url: "https://www.linkedin.com/company/orbitalk" },
    { network: "x", url: "https://x.com/orbitalk" },
    { network: "youtube", url: "https://www.youtube.com/@orbitalk" },
    { network: "instagram", url: "https://www.instagram.com/orbitalk" },
  ] satisfies SocialProfile[],
  customers: [
    { name: "Lumavale Home", src: "/logos/lumavale.svg", width: 128, height: 40 },
    { name: "Tidewing Air", src: "/logos/tidewing.svg", width: 125, height: 40 },
    { name: "Quillon Bank", src: "/logos/quillon.svg", width: 126, height: 40 },
    { name: "Fernhollow Foods", src: "/logos/fernhollow.svg", width: 137, height: 40 },
    { name: "Castellan Realty", src: "/logos/castellan.svg", width: 125, height: 40 },
    { name: "Medora Clinics", src: "/logos/medora.svg", width: 112, height: 40 },
    { name: "Brisalta", src: "/logos/brisalta.svg", width: 109, height: 40 },
    { name: "Okapia Mobility", src: "/logos/okapia.svg", width: 105, height: 40 },
    { name: "Zentrik Insurance", src: "/logos/zentrik.svg", width: 123, height: 40 },
    { name: "Palmoro Hotels", src: "/logos/palmoro.svg", width: 116, height: 40 },
  ] satisfies CustomerLogo[],
} as const;
