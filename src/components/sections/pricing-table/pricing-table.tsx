import { Container } from "@/components/layout/container";
import { Link } from "@/components/ui/link";
import { marketOfRegion } from "@/data/whatsapp-markets";
import { metaRateCard, rateCardEffectiveFrom } from "@/data/whatsapp-rates";
import { regionCodes } from "@/features/countries/region-codes";
import { marketOf, marketRates } from "@/features/pricing/rates";
import { SectionHeading } from "../section-heading";
import type { PricingLabels } from "./labels";
import { marketLine } from "./market-line";
import { PricingExplorer } from "./pricing-explorer.client";

/** SPEC §9: the country the price table opens on. */
export const DEFAULT_PRICING_COUNTRY = "IN";

export interface PricingTableProps {
  id: string;
  title: string;
  lead?: string;
  locale: string;
  labels: PricingLabels;
  /** "WhatsApp fees per delivered message for {country}, in US dollars" */
  caption: string;
  walletHost: string;
  countryHost: string;
}

/**
 * The WhatsApp price table by country with the cost estimator beside it. The default country and
 * its rates are prerendered; another country is fetched from the pricing service.
 */
export function PricingTable({
  id,
  title,
  lead,
  locale,
  labels,
  caption,
  walletHost,
  countryHost,
}: PricingTableProps) {
  const titleId = `${id}-title`;
  const countries = regionCodes(locale)
    .filter((r) => r.countryCode in marketOfRegion)
    .map((r) => ({ code: r.countryCode, name: r.displayName }));
  const defaultName =
    countries.find((c) => c.code === DEFAULT_PRICING_COUNTRY)?.name ?? DEFAULT_PRICING_COUNTRY;
  const effective = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(rateCardEffectiveFrom),
  );
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-16 md:py-20">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <div className="mt-10">
          <PricingExplorer
            locale={locale}
            labels={labels}
            countries={countries}
            initial={{
              country: DEFAULT_PRICING_COUNTRY,
              rates: marketRates(marketOf(DEFAULT_PRICING_COUNTRY)!),
              market: marketLine(DEFAULT_PRICING_COUNTRY, defaultName, locale, labels),
            }}
            walletHost={walletHost}
            countryHost={countryHost}
            caption={caption}
            footer={
              <p className="mt-4 text-sm leading-6 text-muted">
                {labels.effective.replace("{date}", effective)}{" "}
                <Link
                  href={metaRateCard.url}
                  className="font-medium text-ink-700 underline underline-offset-2"
                >
                  {labels.sourceLabel}
                </Link>{" "}
                {labels.naNote}
              </p>
            }
          />
        </div>
      </Container>
    </section>
  );
}
