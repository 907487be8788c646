"use client";

import useEmblaCarousel from "embla-carousel-react";
import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { ArrowButton } from "@/components/ui/arrow-button.client";
import { useReducedMotion } from "@/components/ui/use-motion";

/** Fills `{name}` placeholders: `fillTemplate("{index} of {count}", { index: 2, count: 6 })` → "2 of 6". */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : token,
  );
}

/** The live-region text for a 0-based selected page: `pageLabel("Page {page} of {pages}", 0, 3)` → "Page 1 of 3". */
export function pageLabel(template: string, selected: number, pages: number): string {
  return fillTemplate(template, { page: selected + 1, pages });
}

/** The accessible name of the 0-based slide `index`: "1 of 6". */
export function slideLabel(template: string, index: number, count: number): string {
  return fillTemplate(template, { index: index + 1, count });
}

export interface CarouselLabels {
  previous: string;
  next: string;
  /** "{index} of {count}" */
  slide: string;
  /** "Page {page} of {pages}" */
  page: string;
}

export interface CarouselProps {
  /** The carousel's accessible name (the section title). */
  label: string;
  labels: CarouselLabels;
  /** Server-rendered slides, one per card. */
  slides: readonly ReactNode[];
}

interface CarouselState {
  canPrev: boolean;
  canNext: boolean;
  selected: number;
  pages: number;
  /** The visitor has moved the carousel: only then does the live region speak. */
  moved: boolean;
}

/** Until embla is running the arrows do nothing, so both stay disabled. */
const idle: CarouselState = { canPrev: false, canNext: false, selected: 0, pages: 1, moved: false };

/**
 * An embla carousel of server-rendered slides: one per row below 768 px, two from 768 px, three from
 * 992 px; an arrow moves one page and is disabled at its end. Starts at the first page and returns
 * there on a route change; slides instantly with reduced motion. Focusing a link in a slide out of
 * view scrolls that slide in (embla's `watchFocus`).
 */
export function Carousel({ label, labels, slides }: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    align: "start",
    containScroll: "trimSnaps",
    slidesToScroll: "auto",
    duration: reducedMotion ? 0 : 25,
  });
  const [state, setState] = useState<CarouselState>(idle);
  const pathname = usePathname();

  useEffect(() => {
    if (!api) return;
    const read = (moved: boolean) =>
      setState((s) => ({
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
        selected: api.selectedScrollSnap(),
        pages: api.scrollSnapList().length,
        moved: s.moved || moved,
      }));
    const onSelect = () => read(true);
    const onReInit = () => read(false);
    onReInit();
    api.on("select", onSelect).on("reInit", onReInit);
    return () => {
      api.off("select", onSelect).off("reInit", onReInit);
    };
  }, [api]);

  // The route template re-mounts pages on navigation; this also covers a new path under the same tree.
  useEffect(() => {
    api?.scrollTo(0, true);
  }, [api, pathname]);

  return (
    // A group, not a region: the section around it is already the landmark with this name.
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      <div className="flex justify-end gap-3">
        <ArrowButton
          label={labels.previous}
          disabled={!state.canPrev}
          onClick={() => api?.scrollPrev()}
          iconClass="rotate-90"
        />
        <ArrowButton
          label={labels.next}
          disabled={!state.canNext}
          onClick={() => api?.scrollNext()}
          iconClass="-rotate-90"
        />
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {state.moved ? pageLabel(labels.page, state.selected, state.pages) : ""}
      </p>
      {/* The padding lets rings and shadows show; it stays narrower than the gap, so no neighbour peeks in. */}
      <div ref={viewportRef} className="-mx-4 mt-6 -mb-8 overflow-hidden px-4 pt-1 pb-8">
        <div className="-mr-5 flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(labels.slide, i, slides.length)}
              className="flex min-w-0 shrink-0 grow-0 basis-[88%] pr-4 md:basis-1/2 md:pr-5 lg:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
