import { Container } from "@/components/layout/container";
import { LeadDialogButton } from "@/components/forms/lead-dialog-provider.client";
import { buttonClass } from "@/components/ui/button-class";
import { Link } from "@/components/ui/link";
import { StaticImage } from "@/components/ui/static-image";
import { partnerTypes, type PartnerLogo, type PartnerType } from "@/data/partners";
import { SectionHeading } from "../section-heading";
import { ChipFilter, type ChipFilterOption } from "@/components/ui/chip-filter.client";
import { PartnerTypeIcon } from "./partner-type-icons";

export interface PartnerProfile {
  id: string;
  name: string;
  type: PartnerType;
  /** Localized name of the type, e.g. "Systems integrator". */
  typeLabel: string;
  /** Localized country name, e.g. from `Intl.DisplayNames`. */
  country: string;
  /** One line on what the partner does. */
  description: string;
  logo: PartnerLogo;
  /** The partner's site, opened in a new tab; fictional partners have none. */
  website?: string;
}

export interface PartnerProfilesProps {
  id: string;
  title: string;
  lead?: string;
  partners: readonly PartnerProfile[];
  /** Accessible name of the filter buttons, e.g. "Filter partners by type". */
  filterLabel: string;
  /** The filter that shows every partner, e.g. "All". */
  allLabel: string;
  /** Filter button per type, e.g. "Integrators"; types no partner has get no button. */
  typeFilters: Readonly<Record<PartnerType, string>>;
  /** Announced after a filter is chosen, e.g. "3 partners shown". */
  shownLabel: (count: number) => string;
  /** A card without a website offers this instead: it opens the demo form, tagged with the partner. */
  introLabel: string;
}

/**
 * SPEC §2 "partner profiles grid": partner cards with logo, name, country, type and one line on
 * their work, filterable by type. The cards render on the server; only the filter is a client leaf.
 */
export function PartnerProfiles({
  id,
  title,
  lead,
  partners,
  filterLabel,
  allLabel,
  typeFilters,
  shownLabel,
  introLabel,
}: PartnerProfilesProps) {
  const titleId = `${id}-title`;
  const options: ChipFilterOption[] = [
    { value: null, label: allLabel, announcement: shownLabel(partners.length) },
    ...partnerTypes.flatMap((type) => {
      const count = partners.filter((p) => p.type === type).length;
      return count ? [{ value: type, label: typeFilters[type], announcement: shownLabel(count) }] : [];
    }),
  ];

  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <div className="mt-10">
          <ChipFilter
            idPrefix={id}
            label={filterLabel}
            options={options}
            items={partners.map((p) => ({
              id: p.id,
              value: p.type,
              card: <PartnerCard partner={p} introLabel={introLabel} />,
            }))}
          />
        </div>
      </Container>
    </section>
  );
}

function PartnerCard({ partner: p, introLabel }: { partner: PartnerProfile; introLabel: string }) {
  return (
    <div className="flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line">
      <StaticImage
        src={p.logo.src}
        alt=""
        width={p.logo.width}
        height={p.logo.height}
        className="h-10 w-auto self-start"
      />
      <h3 className="mt-5 text-lg font-semibold text-ink-900">
        {p.website ? (
          <Link href={p.website} className="underline-offset-4 hover:underline">
            {p.name}
          </Link>
        ) : (
          p.name
        )}
      </h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none">
          <path
            d="M8 14.5s4.5-4.2 4.5-8a4.5 4.5 0 0 0-9 0c0 3.8 4.5 8 4.5 8Z"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
          <circle cx="8" cy="6.5" r="1.6" fill="currentColor" />
        </svg>
        {p.country}
      </p>
      <p className="mt-3 flex-1 leading-7 text-muted">{p.description}</p>
      <p className="mt-5 inline-flex items-center gap-2 self-start rounded-pill bg-ink-50 px-3 py-1.5 text-sm font-medium text-ink-700">
        <PartnerTypeIcon type={p.type} className="size-4" />
        {p.typeLabel}
      </p>
      {!p.website && (
        <LeadDialogButton
          form="demo"
          position={`partner-intro-${p.id}`}
          className={buttonClass("outline", "mt-5 w-full")}
          label={`${introLabel}: ${p.name}`}
        >
          {introLabel}
        </LeadDialogButton>
      )}
    </div>
  );
}
