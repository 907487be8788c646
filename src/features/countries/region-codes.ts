import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";

/** SPEC §3 'Country list' entry. */
export interface RegionCode {
  countryCode: string;
  dialCode: number;
  displayName: string;
}

/**
 * Every region the phone-number metadata knows (about 240), with its calling code and its name in
 * `language`, sorted by name. Nothing is typed by hand.
 */
export function regionCodes(language = "en"): RegionCode[] {
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((countryCode) => ({
      countryCode,
      dialCode: Number(getCountryCallingCode(countryCode)),
      displayName: names.of(countryCode) ?? countryCode,
    }))
    .sort((a, b) => collator.compare(a.displayName, b.displayName));
}
