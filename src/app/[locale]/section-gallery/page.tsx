import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { Container } from "@/components/layout/container";
import { TestimonialCarousel } from "@/components/sections/testimonial-carousel/testimonial-carousel";
import { carouselTestimonials } from "@/site/testimonials";
import { samples } from "./samples";
import { LazyLeadForm } from "@/components/forms/lazy-lead-form.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import { LeadBanner } from "@/components/sections/lead-banner/lead-banner";
import home from "../../../../messages/en/home.json";
import type { GalleryEntry } from "./gallery-entry";

// A developer page (SPEC: section gallery): English only, never indexed, not in the sitemap.
export function generateStaticParams() {
  return [{ locale: "en" }];
}
export const dynamicParams = false;

export const metadata: Metadata = {
  title: "Section gallery",
  robots: { index: false, follow: false },
};

export default async function SectionGallery({ params }: PageProps<"/[locale]/section-gallery">) {
  if ((await params).locale !== "en") notFound();
  setRequestLocale("en");
  const testimonials = await carouselTestimonials();
  const forms = await leadFormConfig("en");
  const entries: GalleryEntry[] = [
    ...samples,
    { name: "Testimonial carousel", render: (id) => <TestimonialCarousel id={id} {...testimonials} /> },
    {
      name: "Lead-capture banner",
      anchor: "banner",
      render: () => (
        <LeadBanner
          title={home.leadBanner.title}
          lead={home.leadBanner.lead}
          points={Object.values(home.leadBanner.points)}
          form={<LazyLeadForm form="demo" position="gallery" {...forms.config} />}
        />
      ),
    },
  ];

  return (
    <>
      <Container className="py-12">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Section gallery</h1>
        <p className="mt-3 max-w-2xl text-muted">
          Every marketing section with sample props, to check a section&apos;s look in one place. For
          developers: not indexed and not in the sitemap.
        </p>
        <nav aria-label="Sections" className="mt-6">
          <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {entries.map((entry, i) => (
              <li key={entry.name}>
                <a
                  href={`#${entry.anchor ?? `gallery-${i}`}`}
                  className="text-ink-700 underline underline-offset-2"
                >
                  {entry.name}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </Container>
      {entries.map((entry, i) => (
        <div key={entry.name} className="border-t-4 border-dashed border-line">
          <p className="bg-ink-950 px-4 py-1.5 font-mono text-xs text-ink-100">{entry.name}</p>
          {entry.render(`gallery-${i}`)}
        </div>
      ))}
    </>
  );
}

export const dynamic = "error";
