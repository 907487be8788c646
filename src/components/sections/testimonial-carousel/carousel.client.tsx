"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ArrowButton } from "@/components/ui/arrow-button.client";
import { useReducedMotion } from "@/components/ui/use-motion";
import { fillTemplate } from "@/lib/fill-template";

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

/** Where the viewport stands, as the arrows and the live region need it. */
export interface CarouselState {
  canPrev: boolean;
  canNext: boolean;
  /** The 0-based page in view; a page is one viewport width. */
  selected: number;
  pages: number;
  /** The visitor has moved the carousel: only then does the live region speak. */
  moved: boolean;
}

/** Before the first measure the arrows do nothing, so both stay disabled. */
const idle: CarouselState = { canPrev: false, canNext: false, selected: 0, pages: 1, moved: false };

type Geometry = Pick<HTMLElement, "scrollLeft" | "clientWidth" | "scrollWidth">;

/** A slide's place on the scroll axis: its start (0 for the first slide) and its width. */
export type SlideBox = { start: number; width: number };

/** Where the viewport's slides are, from the DOM (the viewport is their offset parent). */
function measure(viewport: HTMLElement): { slides: SlideBox[]; inset: number } {
  const elements = [...viewport.children] as HTMLElement[];
  const inset = elements[0]?.offsetLeft ?? 0;
  return { slides: elements.map((el) => ({ start: el.offsetLeft - inset, width: el.offsetWidth })), inset };
}

/**
 * The state of a viewport scrolled to `scrollLeft`, whose slides sit `inset` px inside its padding.
 * A page is as many whole slides as the viewport shows; the last page ends at the last slide.
 */
export function carouselState(
  { scrollLeft, clientWidth, scrollWidth }: Geometry,
  { slides, inset }: { slides: readonly SlideBox[]; inset: number },
  moved: boolean,
): CarouselState {
  const max = scrollWidth - clientWidth;
  if (max <= 1 || !slides[0]) return { ...idle, moved };
  const width = slides[0].width;
  const step = slides[1] ? slides[1].start : width;
  const perPage = Math.max(1, Math.floor((clientWidth - 2 * inset + step - width + 1) / step));
  const pages = Math.max(1, Math.ceil((slides.length - perPage) / perPage) + 1);
  const atEnd = scrollLeft >= max - 1;
  const first = Math.max(
    0,
    slides.findIndex((s) => s.start >= scrollLeft - 1),
  );
  const selected = atEnd ? pages - 1 : Math.min(pages - 1, Math.ceil(first / perPage));
  return { canPrev: scrollLeft > 1, canNext: !atEnd, selected, pages, moved };
}

/**
 * Where an arrow scrolls to: forwards, the first slide not yet fully seen; backwards, the first
 * slide that ends within one viewport before this one, so that page ends where this one begins.
 */
export function pageTarget(
  slides: readonly SlideBox[],
  { scrollLeft, clientWidth }: Pick<Geometry, "scrollLeft" | "clientWidth">,
  inset: number,
  direction: 1 | -1,
): number {
  const shown = clientWidth - 2 * inset;
  if (direction === 1)
    return slides.find((s) => s.start + s.width > scrollLeft + shown + 1)?.start ?? scrollLeft;
  return slides.find((s) => s.start + s.width > scrollLeft - shown - 1)?.start ?? 0;
}

/**
 * A carousel of server-rendered slides on the browser's own scrolling (CSS scroll snap, no
 * library): one per row below 768 px, two from 768 px, three from 992 px. Swipe, trackpad and wheel
 * scroll it natively; an arrow moves one page and is disabled at its end. Starts at the first page
 * and returns there on a route change; jumps instead of sliding with reduced motion. Focusing a link
 * in a slide out of view scrolls that slide in (the browser does it for any scroll container).
 */
export function Carousel({ label, labels, slides }: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CarouselState>(idle);
  const pathname = usePathname();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let frame = 0;
    const read = (moved: boolean) =>
      setState((s) => carouselState(viewport, measure(viewport), s.moved || moved));
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => read(true));
    };
    const resize = new ResizeObserver(() => read(false));
    resize.observe(viewport);
    viewport.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      viewport.removeEventListener("scroll", onScroll);
    };
  }, []);

  // The route template re-mounts pages on navigation; this also covers a new path under the same tree.
  useEffect(() => {
    viewportRef.current?.scrollTo({ left: 0, behavior: "instant" });
  }, [pathname]);

  const go = (direction: 1 | -1) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const { slides, inset } = measure(viewport);
    const left = pageTarget(slides, viewport, inset, direction);
    viewport.scrollTo({ left, behavior: reducedMotion ? "instant" : "smooth" });
  };

  return (
    // A group, not a region: the section around it is already the landmark with this name.
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      <div className="flex justify-end gap-3">
        <ArrowButton
          label={labels.previous}
          disabled={!state.canPrev}
          onClick={() => go(-1)}
          iconClass="rotate-90"
        />
        <ArrowButton
          label={labels.next}
          disabled={!state.canNext}
          onClick={() => go(1)}
          iconClass="-rotate-90"
        />
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {state.moved ? pageLabel(labels.page, state.selected, state.pages) : ""}
      </p>
      {/* The padding lets rings and shadows show. On phones the next slide peeks in as a hint. */}
      <div
        ref={viewportRef}
        className="relative -mx-4 mt-6 -mb-8 flex snap-x snap-mandatory scroll-px-4 [scrollbar-width:none] gap-4 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-8 md:gap-5 [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(labels.slide, i, slides.length)}
            className="flex min-w-0 shrink-0 grow-0 basis-[88%] snap-start md:basis-[calc((100%-1.25rem)/2)] lg:basis-[calc((100%-2.5rem)/3)]"
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
