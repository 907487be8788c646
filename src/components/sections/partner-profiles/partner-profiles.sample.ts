import { partners } from "@/data/partners";
import en from "../../../../messages/en/partners.json";
import type { PartnerProfilesProps } from "./partner-profiles";
import { regionNamer } from "@/site/regions";

const copy = en.directory;
const regionName = regionNamer("en");

/** English sample props, built from the real data and copy so they never drift. */
export const partnerProfilesSample: PartnerProfilesProps = {
  id: "directory",
  title: copy.title,
  lead: copy.lead,
  partners: partners.map(({ id, name, type, country, logo }) => ({
    id,
    name,
    type,
    typeLabel: copy.types[type],
    country: regionName(country),
    description: copy.partners[id],
    logo,
  })),
  filterLabel: copy.filterLabel,
  introLabel: copy.intro,
  allLabel: copy.all,
  typeFilters: copy.filters,
  shownLabel: (count) => `${count} ${count === 1 ? "partner" : "partners"} shown`,
};
