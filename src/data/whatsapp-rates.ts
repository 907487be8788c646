import type { MarketId } from "./whatsapp-markets";

/** Where a rate was read. */
export interface RateSource {
  title: string;
  url: string;
}

/** One published rate: USD per delivered message, the day it took effect and where it was read. */
export interface PublishedRate {
  rate: number;
  effectiveFrom: string;
  source: RateSource;
}

/** Meta's per-message categories that carry their own rate on the card. */
export type MetaCategory = "marketing" | "utility" | "authentication" | "authenticationInternational";

export const metaRateCard: RateSource = {
  title: "Meta, WhatsApp Business Platform rate card (USD), effective 1 October 2026",
  url: "https://developers.facebook.com/documentation/business-messaging/whatsapp/pricing",
};

/** The day the card in force took effect. */
export const rateCardEffectiveFrom = "2026-10-01";

/** The card in force: list rates (before volume tiers, which lower utility and authentication only). */
const oct2026 = (rate: number): PublishedRate => ({
  rate,
  effectiveFrom: rateCardEffectiveFrom,
  source: metaRateCard,
});

/**
 * Meta's USD rates per delivered template message, by market (card effective 1 October 2026; the
 * next possible change is 1 January 2027: Meta changes rates only on 1 Jan, 1 Apr, 1 Jul and 1 Oct).
 * Read from Meta's CSV as transcribed in a public repository, and kept only where an independent
 * source confirms the value on this card or an earlier one. Authentication-international exists only
 * in the markets where Meta prints it.
 *
 * Left out because only one transcription states them (the page shows NA until Meta's CSV is checked):
 * AE marketing, HK utility, HK authentication, IQ marketing, IQ utility, IQ authentication
 * IQ authenticationInternational, KW marketing, KW utility, KW authentication, KW authenticationInternational, LK marketing
 * LK utility, LK authentication, LK authenticationInternational, MA marketing, MA utility, MA authentication
 * MA authenticationInternational, MX marketing, NP marketing, NP utility, NP authentication, NP authenticationInternational
 * OM marketing, OM utility, OM authentication, OM authenticationInternational, PE utility, PE authentication
 * PK utility, PK authentication, REST_APAC marketing, REST_ME marketing, SA marketing, SG utility
 * SG authentication, TR utility, TR authentication, UA marketing, UA utility, UA authentication
 * UA authenticationInternational, ZA utility, ZA authentication
 *
 * Never add a rate that is estimated, converted from another currency or copied from a group.
 */
export const whatsappRates: Readonly<Record<MarketId, Partial<Record<MetaCategory, PublishedRate>>>> = {
  AE: {
    utility: oct2026(0.0157),
    authentication: oct2026(0.0157),
    authenticationInternational: oct2026(0.051),
  },
  AR: { marketing: oct2026(0.0618), utility: oct2026(0.026), authentication: oct2026(0.026) },
  BD: {
    marketing: oct2026(0.0732),
    utility: oct2026(0.0037),
    authentication: oct2026(0.0037),
    authenticationInternational: oct2026(0.096),
  },
  BR: { marketing: oct2026(0.0625), utility: oct2026(0.0068), authentication: oct2026(0.0068) },
  CL: { marketing: oct2026(0.0889), utility: oct2026(0.02), authentication: oct2026(0.02) },
  CO: { marketing: oct2026(0.0125), utility: oct2026(0.0008), authentication: oct2026(0.0008) },
  DE: { marketing: oct2026(0.1365), utility: oct2026(0.055), authentication: oct2026(0.055) },
  EG: {
    marketing: oct2026(0.0644),
    utility: oct2026(0.0036),
    authentication: oct2026(0.0036),
    authenticationInternational: oct2026(0.065),
  },
  ES: { marketing: oct2026(0.0707), utility: oct2026(0.02), authentication: oct2026(0.02) },
  FR: { marketing: oct2026(0.0859), utility: oct2026(0.03), authentication: oct2026(0.03) },
  GB: { marketing: oct2026(0.0635), utility: oct2026(0.022), authentication: oct2026(0.022) },
  HK: { marketing: oct2026(0.0732) },
  HU: { marketing: oct2026(0.086), utility: oct2026(0.035), authentication: oct2026(0.035) },
  ID: {
    marketing: oct2026(0.0411),
    utility: oct2026(0.025),
    authentication: oct2026(0.025),
    authenticationInternational: oct2026(0.136),
  },
  IL: { marketing: oct2026(0.0353), utility: oct2026(0.0053), authentication: oct2026(0.0053) },
  IN: {
    marketing: oct2026(0.0118),
    utility: oct2026(0.0014),
    authentication: oct2026(0.0014),
    authenticationInternational: oct2026(0.0304),
  },
  IQ: {},
  IT: { marketing: oct2026(0.0795), utility: oct2026(0.03), authentication: oct2026(0.03) },
  KW: {},
  KZ: {
    marketing: oct2026(0.0604),
    utility: oct2026(0.018),
    authentication: oct2026(0.018),
    authenticationInternational: oct2026(0.16),
  },
  LK: {},
  MA: {},
  MX: { utility: oct2026(0.0085), authentication: oct2026(0.0085) },
  MY: {
    marketing: oct2026(0.086),
    utility: oct2026(0.014),
    authentication: oct2026(0.014),
    authenticationInternational: oct2026(0.0418),
  },
  NG: {
    marketing: oct2026(0.0516),
    utility: oct2026(0.0067),
    authentication: oct2026(0.0067),
    authenticationInternational: oct2026(0.075),
  },
  NL: { marketing: oct2026(0.1597), utility: oct2026(0.05), authentication: oct2026(0.05) },
  NORTH_AMERICA: { marketing: oct2026(0.025), utility: oct2026(0.0034), authentication: oct2026(0.0034) },
  NP: {},
  OM: {},
  OTHER: { marketing: oct2026(0.0604), utility: oct2026(0.0077), authentication: oct2026(0.0077) },
  PE: { marketing: oct2026(0.0703) },
  PK: { marketing: oct2026(0.0473), authenticationInternational: oct2026(0.075) },
  PL: { marketing: oct2026(0.0366), utility: oct2026(0.0122), authentication: oct2026(0.0122) },
  QA: { marketing: oct2026(0.0341), utility: oct2026(0.012), authentication: oct2026(0.012) },
  REST_AF: { marketing: oct2026(0.0225), utility: oct2026(0.004), authentication: oct2026(0.004) },
  REST_APAC: { utility: oct2026(0.0113), authentication: oct2026(0.0113) },
  REST_CEE: { marketing: oct2026(0.086), utility: oct2026(0.0212), authentication: oct2026(0.0212) },
  REST_LATAM: { marketing: oct2026(0.074), utility: oct2026(0.0113), authentication: oct2026(0.0113) },
  REST_ME: { utility: oct2026(0.0091), authentication: oct2026(0.0091) },
  REST_WE: { marketing: oct2026(0.0592), utility: oct2026(0.0171), authentication: oct2026(0.0171) },
  RO: { marketing: oct2026(0.086), utility: oct2026(0.029), authentication: oct2026(0.029) },
  RU: { marketing: oct2026(0.0802), utility: oct2026(0.04), authentication: oct2026(0.04) },
  SA: {
    utility: oct2026(0.0107),
    authentication: oct2026(0.0107),
    authenticationInternational: oct2026(0.0598),
  },
  SG: { marketing: oct2026(0.0732) },
  TR: { marketing: oct2026(0.0109) },
  UA: {},
  ZA: { marketing: oct2026(0.0379), authenticationInternational: oct2026(0.02) },
};
