import { Container } from "@/components/layout/container";
import { Link } from "@/components/ui/link";
import { StaticImage } from "@/components/ui/static-image";
import type { CustomerLogo } from "@/data/company";
import { Carousel } from "./carousel.client";
import { SectionHeading } from "../section-heading";

export interface CarouselTestimonial {
  id: string;
  quote: string;
  author: string;
  role: string;
  company: string;
  logo: CustomerLogo;
  /** The customer story: an internal path or an absolute URL. */
  link?: string;
}

export interface TestimonialCarouselProps {
  id: string;
  title: string;
  lead?: string;
  testimonials: readonly CarouselTestimonial[];
  labels: {
    previous: string;
    next: string;
    /** "{index} of {count}": pass the raw message (`t.raw`), the carousel fills it in. */
    slide: string;
    /** "Page {page} of {pages}": pass the raw message (`t.raw`), the carousel fills it in. */
    page: string;
    readStory: string;
  };
}

/**
 * Customer quotes in a carousel of pages of three (two from 768 px, one below). The cards are
 * rendered here, on the server, so every quote is in the HTML; only the sliding runs in the browser.
 */
export function TestimonialCarousel({ id, title, lead, testimonials, labels }: TestimonialCarouselProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <div className="mt-10">
          <Carousel
            label={title}
            labels={labels}
            slides={testimonials.map((t) => (
              <TestimonialCard key={t.id} testimonial={t} readStory={labels.readStory} />
            ))}
          />
        </div>
      </Container>
    </section>
  );
}

function TestimonialCard({
  testimonial: t,
  readStory,
}: {
  testimonial: CarouselTestimonial;
  readStory: string;
}) {
  return (
    <figure className="flex w-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line md:p-8">
      <QuoteMark />
      <blockquote className="mt-5 flex-1 text-lg leading-8 text-ink-900">
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className="mt-8 border-t border-line pt-6">
        {/* The company is named in the text below, so the logo needs no text of its own. */}
        <StaticImage
          src={t.logo.src}
          alt=""
          width={t.logo.width}
          height={t.logo.height}
          className="h-8 w-auto"
        />
        <p className="mt-4 font-semibold text-ink-900">{t.author}</p>
        <p className="text-sm leading-6 text-muted">
          {t.role}, {t.company}
        </p>
        {t.link && (
          <Link
            href={t.link}
            className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-ink-700 underline-offset-4 hover:text-ink-900 hover:underline"
          >
            {readStory} <span className="sr-only">({t.company})</span>
            <span aria-hidden="true">→</span>
          </Link>
        )}
      </figcaption>
    </figure>
  );
}

function QuoteMark() {
  return (
    <svg viewBox="0 0 32 24" className="h-8 w-10 shrink-0 text-signal-500" aria-hidden="true">
      <path
        fill="currentColor"
        d="M0 24V14C0 6.3 4.2 1.6 12 0l1.4 3.4C8.9 4.7 6.6 7.4 6.3 11H12v13H0Zm18 0V14c0-7.7 4.2-12.4 12-14l1.4 3.4c-4.5 1.3-6.8 4-7.1 7.6H30v13H18Z"
      />
    </svg>
  );
}
