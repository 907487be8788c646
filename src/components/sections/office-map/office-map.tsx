import { Container } from "@/components/layout/container";
import { StaticImage } from "@/components/ui/static-image";
import { OfficePins, type OfficeMapCountry } from "./office-map.client";
import { SectionHeading } from "../section-heading";

export type { OfficeMapCountry };

export interface OfficeMapProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  countries: readonly OfficeMapCountry[];
  /** Accessible name of the popup's close button, e.g. "Close". */
  closeLabel: string;
}

/** Size of public/illustrations/world-map.svg (scripts/design/make-world-map.mjs). */
const MAP_WIDTH = 1000;
const MAP_HEIGHT = 382;

/**
 * Where Orbitalk's offices are. From 768 px: a dotted world map with a pin per country that shows
 * its offices on hover or focus. Below: no map, an exclusive accordion (native `<details name>`)
 * of the countries, which works without JavaScript.
 */
export function OfficeMap({ id, title, lead, countries, closeLabel }: OfficeMapProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />

        <div className="mt-12 hidden md:block">
          <OfficePins idPrefix={id} countries={countries} closeLabel={closeLabel}>
            <StaticImage
              src="/illustrations/world-map.svg"
              alt=""
              width={MAP_WIDTH}
              height={MAP_HEIGHT}
              className="block h-auto w-full select-none"
            />
          </OfficePins>
        </div>

        <div className="mt-10 divide-y divide-line rounded-card bg-white px-5 shadow-card ring-1 ring-line md:hidden">
          {countries.map((c) => (
            <details key={c.code} name={`${id}-country`} className="group py-1">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-3 text-left font-semibold text-ink-900">
                <span className="flex items-center gap-3">
                  <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-signal-500" />
                  {c.name}
                </span>
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-50 text-ink-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <ul className="space-y-3 pb-4 pl-5.5">
                {c.offices.map((o) => (
                  <li key={o.city}>
                    <p className="font-semibold text-ink-800">{o.city}</p>
                    <address className="leading-6 text-muted not-italic">{o.address}</address>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
