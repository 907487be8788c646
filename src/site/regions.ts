import type { OfficeMapCountry } from "@/components/sections/office-map/office-map";
import { offices } from "@/data/offices";

/** A function naming ISO 3166 region codes in `locale` ("IN" → "India"); unknown codes stay as they are. */
export function regionNamer(locale: string): (code: string) => string {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  return (code) => names.of(code) ?? code;
}

/** The office map's countries with their names in `locale`. */
export function officeMapCountries(locale: string): OfficeMapCountry[] {
  const name = regionNamer(locale);
  return offices.map(({ country, top, left, offices }) => ({
    code: country,
    name: name(country),
    top,
    left,
    offices,
  }));
}
