/**
 * Orbitalk's offices (SPEC "Office"), by country, for the office-map section. Orbitalk is fictional
 * and so are these addresses. `top` and `left` place the country's pin on
 * public/illustrations/world-map.svg, in percent of the map box: computed with `project` from
 * scripts/design/make-world-map.mjs at the first city's latitude and longitude (the coordinates
 * are kept in offices.test.ts, which checks these numbers).
 */
export interface OfficeAddress {
  city: string;
  address: string;
}

export interface OfficeCountry {
  /** ISO 3166-1 alpha-2 code, e.g. "IN". */
  country: string;
  /** Pin position, % of the map box. */
  top: number;
  left: number;
  offices: readonly OfficeAddress[];
}

export const offices: readonly OfficeCountry[] = [
  {
    country: "IN",
    top: 48.74,
    left: 71.55,
    offices: [
      { city: "Bengaluru", address: "4th Floor, 27 Residency Road, Bengaluru 560025" },
      { city: "Mumbai", address: "11th Floor, One BKC, Bandra Kurla Complex, Mumbai 400051" },
      { city: "Gurugram", address: "Tower B, 7th Floor, DLF Cyber City Phase II, Gurugram 122002" },
    ],
  },
  {
    country: "AE",
    top: 39.85,
    left: 65.35,
    offices: [{ city: "Dubai", address: "Office 312, Building 5, Dubai Internet City, Dubai" }],
  },
  {
    country: "BR",
    top: 75.3,
    left: 37.05,
    offices: [{ city: "São Paulo", address: "Avenida Paulista 1842, 14º andar, São Paulo SP, 01310-200" }],
  },
  {
    country: "IT",
    top: 25.11,
    left: 52.55,
    offices: [{ city: "Milan", address: "Via Melchiorre Gioia 8, 20124 Milano MI" }],
  },
  {
    country: "ES",
    top: 28.78,
    left: 48.97,
    offices: [{ city: "Madrid", address: "Calle de Serrano 41, 4ª planta, 28001 Madrid" }],
  },
  {
    country: "TR",
    top: 28.35,
    left: 58.05,
    offices: [{ city: "Istanbul", address: "Büyükdere Caddesi 185, Kat 6, 34394 Şişli, İstanbul" }],
  },
  {
    country: "GB",
    top: 20.72,
    left: 49.96,
    offices: [{ city: "London", address: "3rd Floor, 20 Farringdon Street, London EC4A 4AB" }],
  },
];
