import { Container } from "@/components/layout/container";
import { StaticImage } from "@/components/ui/static-image";
import type { CustomerLogo } from "@/data/company";
import { SectionHeading } from "../section-heading";

/** The four stats of SPEC "Testimonial data", in the order they are shown. */
export const TESTIMONIAL_STAT_IDS = ["conversation", "customers", "countries", "exp"] as const;
export type TestimonialStatId = (typeof TESTIMONIAL_STAT_IDS)[number];

export interface TestimonialStat {
  /** The figure, formatted for the locale, e.g. "2.4B". */
  value: string;
  /** What the figure counts (read as its term), then one line of context. */
  paragraphs: readonly [string, string];
}

/** SPEC logoList item. */
export interface TestimonialLogo {
  imgLink: string;
  width: number;
  height: number;
  /** The customer's name: the logo's text alternative. */
  title: string;
  desc: string;
}

/** SPEC slide: the quote, the customer's logo (its name is the alt text), who said it and their role. */
export interface TestimonialSlide {
  content: string;
  logo: CustomerLogo;
  by: string;
  info: string;
}

/** A glowing dot on the world map, in % of the map box (see `project` in scripts/design/make-world-map.mjs). */
export interface MapDot {
  top: number;
  left: number;
}

export interface TestimonialStatsProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  /** Short label above the heading (SPEC "title"). */
  title?: string;
  /** The section's h2 (SPEC "heading"). */
  heading: string;
  lead?: string;
  stats: Readonly<Record<TestimonialStatId, TestimonialStat>>;
  slide: TestimonialSlide;
  logoList: readonly TestimonialLogo[];
  /** Accessible name of the logo list, e.g. "Some of our customers". */
  logoListLabel: string;
  mapDots?: readonly MapDot[];
}

/** Size of public/illustrations/world-map.svg. */
const MAP_WIDTH = 1000;
const MAP_HEIGHT = 382;

/**
 * SPEC §2 "testimonial stats with world map": four figures over the dotted world map with a few
 * glowing dots, one customer quote and a list of customer logos.
 */
export function TestimonialStats(props: TestimonialStatsProps) {
  const { id, title, heading, lead, stats, slide, logoList, logoListLabel, mapDots = [] } = props;
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        {title && <p className="mb-3 text-sm font-semibold tracking-wide text-signal-600">{title}</p>}
        <SectionHeading id={titleId} title={heading} lead={lead} />

        <div className="relative mt-12">
          <div
            aria-hidden="true"
            data-testid="testimonial-stats-map"
            className="pointer-events-none absolute inset-x-0 top-0 mx-auto max-w-5xl"
          >
            <div className="relative">
              <StaticImage
                src="/illustrations/world-map.svg"
                alt=""
                width={MAP_WIDTH}
                height={MAP_HEIGHT}
                className="block h-auto w-full select-none"
              />
              {mapDots.map((dot) => (
                <span
                  key={`${dot.top}-${dot.left}`}
                  style={{ top: `${dot.top}%`, left: `${dot.left}%` }}
                  className="absolute size-2.5 -translate-1/2 rounded-full bg-signal-400 shadow-[0_0_0_5px_rgb(31_199_126/0.18),0_0_18px_6px_rgb(31_199_126/0.45)] md:size-3"
                />
              ))}
            </div>
          </div>
          {/* The padding, in % of the width like the map's height, lets the stats cover only its south. */}
          <dl className="relative grid gap-5 pt-[min(30.5%,19.5rem)] sm:grid-cols-2 lg:grid-cols-4">
            {TESTIMONIAL_STAT_IDS.map((key) => {
              const stat = stats[key];
              return (
                <div
                  key={key}
                  className="flex flex-col rounded-card bg-white/90 p-6 shadow-card ring-1 ring-line backdrop-blur-sm"
                >
                  <dt className="order-2 mt-2 font-semibold text-ink-900">{stat.paragraphs[0]}</dt>
                  <dd className="order-1 text-4xl font-bold tracking-tight text-ink-700">{stat.value}</dd>
                  <dd className="order-3 mt-1 text-sm leading-6 text-muted">{stat.paragraphs[1]}</dd>
                </div>
              );
            })}
          </dl>
        </div>

        <div className="mt-12 grid gap-8 lg:grid-cols-5 lg:items-center">
          <figure className="rounded-card bg-ink-900 p-6 text-white shadow-card md:p-10 lg:col-span-3">
            <StaticImage
              src={slide.logo.src}
              alt={slide.logo.name}
              width={slide.logo.width}
              height={slide.logo.height}
              className="h-11 w-auto rounded-lg bg-white px-3 py-1.5"
            />
            <svg viewBox="0 0 32 24" className="mt-8 h-6 w-8 text-signal-400" aria-hidden="true">
              <path
                fill="currentColor"
                d="M0 24V14C0 6.3 4.2 1.6 12 0l1.4 3.4C8.9 4.7 6.6 7.4 6.3 11H12v13H0Zm18 0V14c0-7.7 4.2-12.4 12-14l1.4 3.4c-4.5 1.3-6.8 4-7.1 7.6H30v13H18Z"
              />
            </svg>
            <blockquote className="mt-4 text-xl leading-8 text-balance md:text-2xl md:leading-9">
              <p>{slide.content}</p>
            </blockquote>
            <figcaption className="mt-6">
              <p className="font-semibold">{slide.by}</p>
              <p className="text-sm leading-6 text-ink-200">{slide.info}</p>
            </figcaption>
          </figure>
          <ul aria-label={logoListLabel} className="grid grid-cols-2 gap-4 lg:col-span-2">
            {logoList.map((logo) => (
              <li key={logo.title} className="rounded-2xl bg-white p-4 ring-1 ring-line">
                <StaticImage
                  src={logo.imgLink}
                  alt={logo.title}
                  width={logo.width}
                  height={logo.height}
                  className="h-7 w-auto"
                />
                <p className="mt-2 text-sm leading-5 text-muted">{logo.desc}</p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
