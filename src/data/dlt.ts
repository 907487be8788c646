/**
 * India's DLT (Distributed Ledger Technology) registration, TRAI TCCCPR 2018: the operators whose
 * portals a business registers on, and the three guides (SPEC §2 'Telecom registration guides').
 * Portal addresses as cited in ../shared/research/market-and-facts.md §4; the steps are the guides'
 * copy (messages/en/dlt*.json).
 */

export const DLT_OPERATORS = ["vodafone", "tata", "airtel", "videocon", "jio", "bsnl"] as const;
export type DltOperator = (typeof DLT_OPERATORS)[number];

export interface Portal {
  url: string;
  /** What the address is for, when an operator has more than one. */
  label?: "register" | "login" | "info";
}

export const operatorPortals: Record<DltOperator, { name: string; portals: Portal[] }> = {
  vodafone: { name: "Vodafone Idea (Vi)", portals: [{ url: "https://www.vilpower.in" }] },
  tata: {
    name: "Tata Tele Business Services",
    portals: [
      {
        url: "https://telemarketer.tatateleservices.com:8082/#/entity-registration;role=PE",
        label: "register",
      },
      { url: "https://www.tatatelebusiness.com/dlt-details", label: "info" },
    ],
  },
  airtel: {
    name: "Airtel",
    portals: [
      { url: "https://dltconnect.airtel.in/signup", label: "register" },
      { url: "https://www.airtel.in/business/commercial-communication", label: "info" },
    ],
  },
  videocon: {
    name: "Videocon",
    portals: [
      { url: "https://smartping.live/entity/register-with", label: "register" },
      { url: "https://smartping.live/entity/login", label: "login" },
    ],
  },
  jio: { name: "Jio", portals: [{ url: "https://trueconnect.jio.com" }] },
  bsnl: { name: "BSNL", portals: [{ url: "https://www.ucc-bsnl.co.in" }] },
};

/** The guides, in the order a business registers: entity, then headers, then templates. */
export const DLT_GUIDES = [
  { slug: "principal-entity", namespace: "dltPrincipalEntity" },
  { slug: "sender-id", namespace: "dltSenderId" },
  { slug: "template", namespace: "dltTemplate" },
] as const;
export type DltGuide = (typeof DLT_GUIDES)[number];
