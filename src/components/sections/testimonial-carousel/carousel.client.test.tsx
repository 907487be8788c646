// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestLocale } from "@/test/test-locale";
import { company } from "@/data/company";
import { customerLogo, testimonials } from "@/data/testimonials";
import { media, resizeAll } from "@/test/browser-fakes";
import { fillTemplate } from "@/lib/fill-template";
import { Carousel, carouselState, pageLabel, pageTarget, slideLabel } from "./carousel.client";
import { TestimonialCarousel, type CarouselTestimonial } from "./testimonial-carousel";

const nav = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

beforeEach(() => {
  nav.pathname = "/";
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * jsdom has no layout: the viewport gets a width, a content width and a scroll position, and the
 * slides their boxes, as a 3-per-page desktop row of `count` 300 px slides with 20 px gaps would.
 */
function layOut(viewport: HTMLElement, { count = 4 } = {}) {
  const geometry = { scrollLeft: 0 };
  // 940 px of content inside 16 px of padding on each side.
  Object.defineProperty(viewport, "clientWidth", { configurable: true, get: () => 972 });
  Object.defineProperty(viewport, "scrollWidth", { configurable: true, get: () => 32 + count * 320 - 20 });
  Object.defineProperty(viewport, "scrollLeft", { configurable: true, get: () => geometry.scrollLeft });
  [...viewport.children].forEach((slide, i) => {
    Object.defineProperty(slide, "offsetLeft", { configurable: true, get: () => 16 + i * 320 });
    Object.defineProperty(slide, "offsetWidth", { configurable: true, get: () => 300 });
  });
  const scrollTo = vi.fn();
  viewport.scrollTo = scrollTo as typeof viewport.scrollTo;
  act(() => resizeAll());
  /** The visitor (or an arrow's smooth scroll) moved the viewport to `left`. */
  const scrollTo_ = (left: number) => {
    geometry.scrollLeft = left;
    fireEvent.scroll(viewport);
    act(() => vi.advanceTimersToNextFrame());
  };
  return { scrollTo, scroll: scrollTo_ };
}

const labels = {
  previous: "Previous testimonials",
  next: "Next testimonials",
  slide: "{index} of {count}",
  page: "Page {page} of {pages}",
};
const slides = ["Quote A", "Quote B", "Quote C", "Quote D"].map((text) => <p key={text}>{text}</p>);
const ui = () => <Carousel label="What customers say" labels={labels} slides={slides} />;

const previous = () => screen.getByRole("button", { name: "Previous testimonials" });
const next = () => screen.getByRole("button", { name: "Next testimonials" });
const slideGroups = () =>
  screen.getAllByRole("group").filter((g) => g.getAttribute("aria-roledescription") === "slide");
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

describe("label templates", () => {
  it("fill named placeholders and count from 1", () => {
    expect(pageLabel("Page {page} of {pages}", 0, 3)).toBe("Page 1 of 3");
    expect(slideLabel("{index} of {count}", 5, 6)).toBe("6 of 6");
    expect(slideLabel("{index} / {count}", 0, 6)).toBe("1 / 6");
    expect(pageLabel("Страница {page} из {pages}", 1, 2)).toBe("Страница 2 из 2");
  });

  it("leave unknown placeholders and inherited names alone", () => {
    expect(fillTemplate("{page} {other} {toString}", { page: 1 })).toBe("1 {other} {toString}");
    expect(fillTemplate("{a}{a}", { a: "x" })).toBe("xx");
  });
});

describe("Carousel", () => {
  it("is a named carousel of labelled slides", () => {
    render(ui());
    const carousel = screen.getByRole("group", { name: "What customers say" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const groups = within(carousel).getAllByRole("group");
    expect(groups.map((g) => g.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    for (const g of groups) expect(g).toHaveAttribute("aria-roledescription", "slide");
    expect(groups[2]).toHaveTextContent("Quote C");
  });

  const viewport = () => slideGroups()[0]!.parentElement!;

  it("starts at the first page: previous disabled, next enabled", () => {
    render(ui());
    layOut(viewport());
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    expect(previous()).toHaveAttribute("type", "button");
  });

  it("keeps both arrows disabled until the viewport is measured, or when everything fits", () => {
    render(ui());
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    layOut(viewport(), { count: 2 });
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it("moves one page per arrow press: to the first slide not fully seen, and back", () => {
    render(ui());
    const { scrollTo, scroll } = layOut(viewport());
    fireEvent.click(next());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 960, behavior: "smooth" });
    scroll(320);
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
    fireEvent.click(previous());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: "smooth" });
  });

  it("announces the page politely once the visitor moves it, not on load", () => {
    const { container } = render(ui());
    const region = liveRegion(container);
    const { scroll } = layOut(viewport());
    expect(region).toHaveAttribute("aria-atomic", "true");
    expect(region).toHaveTextContent("");
    scroll(320);
    expect(region).toHaveTextContent("Page 2 of 2");
    scroll(0);
    expect(region).toHaveTextContent("Page 1 of 2");
  });

  it("returns to the first page, without animating, on a route change", () => {
    const view = render(ui());
    const { scrollTo } = layOut(viewport());
    view.rerender(ui());
    expect(scrollTo).not.toHaveBeenCalled();
    nav.pathname = "/it";
    view.rerender(ui());
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ left: 0, behavior: "instant" });
  });

  it("stops listening when unmounted", () => {
    const view = render(ui());
    const vp = viewport();
    const { scrollTo } = layOut(vp);
    view.unmount();
    expect(() => fireEvent.scroll(vp)).not.toThrow();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("jumps instead of sliding with reduced motion", () => {
    media.reducedMotion = true;
    render(ui());
    const { scrollTo } = layOut(viewport());
    fireEvent.click(next());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 960, behavior: "instant" });
  });

  it("sizes slides for pages of 1, 2 and 3", () => {
    render(ui());
    expect(slideGroups()[0]).toHaveClass(
      "basis-[88%]",
      "md:basis-[calc((100%-1.25rem)/2)]",
      "lg:basis-[calc((100%-2.5rem)/3)]",
      "snap-start",
    );
  });
});

describe("carouselState", () => {
  // A desktop row: 300 px slides, 20 px gaps, 940 px shown inside 16 px of padding.
  const desktop = {
    slides: [0, 320, 640, 960, 1280, 1600].map((start) => ({ start, width: 300 })),
    inset: 16,
  };
  const at = (scrollLeft: number) =>
    carouselState({ scrollLeft, clientWidth: 972, scrollWidth: 1932 }, desktop, false);

  it("counts pages of as many whole slides as the viewport shows", () => {
    expect(at(0)).toEqual({ canPrev: false, canNext: true, selected: 0, pages: 2, moved: false });
    expect(at(960)).toEqual({ canPrev: true, canNext: false, selected: 1, pages: 2, moved: false });
  });

  it("makes every slide a page on a phone, where the next one peeks in", () => {
    const phone = {
      slides: [0, 318, 636, 954, 1272, 1590].map((start) => ({ start, width: 302 })),
      inset: 16,
    };
    const at = (left: number) =>
      carouselState({ scrollLeft: left, clientWidth: 375, scrollWidth: 1924 }, phone, true);
    expect(at(0)).toMatchObject({ selected: 0, pages: 6, canPrev: false });
    expect(at(954)).toMatchObject({ selected: 3, canPrev: true, canNext: true });
    expect(at(1272)).toMatchObject({ selected: 4 });
    expect(at(1549)).toMatchObject({ selected: 5, canNext: false, moved: true });
  });

  it("is one page with both arrows off when everything fits, or before layout", () => {
    const fits = carouselState({ scrollLeft: 0, clientWidth: 972, scrollWidth: 972 }, desktop, false);
    expect(fits).toMatchObject({ canPrev: false, canNext: false, pages: 1 });
    const unmeasured = carouselState(
      { scrollLeft: 0, clientWidth: 0, scrollWidth: 0 },
      { slides: [], inset: 0 },
      false,
    );
    expect(unmeasured).toMatchObject({ canPrev: false, canNext: false, pages: 1 });
  });
});

describe("pageTarget", () => {
  const desktop = [0, 320, 640, 960, 1280, 1600].map((start) => ({ start, width: 300 }));

  it("goes to the first slide cut off at the end, and back to where this page began", () => {
    expect(pageTarget(desktop, { scrollLeft: 0, clientWidth: 972 }, 16, 1)).toBe(960);
    expect(pageTarget(desktop, { scrollLeft: 960, clientWidth: 972 }, 16, -1)).toBe(0);
    // A phone's peeking slide counts as cut off.
    const phone = [0, 318, 636].map((start) => ({ start, width: 302 }));
    expect(pageTarget(phone, { scrollLeft: 0, clientWidth: 375 }, 16, 1)).toBe(318);
    expect(pageTarget(phone, { scrollLeft: 318, clientWidth: 375 }, 16, -1)).toBe(0);
  });
});

describe("TestimonialCarousel", () => {
  const items: CarouselTestimonial[] = testimonials.slice(0, 2).map((t) => ({
    id: t.id,
    quote: `Quote of ${t.author}`,
    author: t.author,
    role: "Head of Digital",
    company: t.customer,
    logo: customerLogo(t.customer),
    link: t.link,
  }));
  items.push({ ...items[1]!, id: "no-link", link: undefined, author: "Without Link" });

  const renderSection = () =>
    render(
      <TestLocale locale="it">
        <TestimonialCarousel
          id="stories"
          title="What customers say"
          lead="Lead text"
          testimonials={items}
          labels={{ ...labels, readStory: "Read the story" }}
        />
      </TestLocale>,
    );

  it("renders a titled section with every quote as a blockquote", () => {
    renderSection();
    // One landmark: the section. The carousel inside is a group, so no two regions share a name.
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.getByRole("region", { name: "What customers say" }).tagName).toBe("SECTION");
    expect(screen.getByRole("group", { name: "What customers say" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    expect(screen.getByRole("heading", { level: 2, name: "What customers say" })).toHaveAttribute(
      "id",
      "stories-title",
    );
    const quotes = document.querySelectorAll("blockquote");
    expect([...quotes].map((q) => q.textContent)).toEqual(items.map((t) => t.quote));
    expect(slideGroups()).toHaveLength(3);
  });

  it("credits author, role and company, and links the story with the locale prefix", () => {
    renderSection();
    const first = slideGroups()[0]!;
    expect(first).toHaveTextContent(items[0]!.author);
    expect(first).toHaveTextContent(`Head of Digital, ${items[0]!.company}`);
    const link = within(first).getByRole("link", { name: `Read the story (${items[0]!.company})` });
    expect(link).toHaveAttribute("href", "/it/customer-stories#stories-tidewing-air");
    expect(first.querySelector("img")).toHaveAttribute("src", items[0]!.logo.src);
    expect(first.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("leaves out the story link when there is none", () => {
    renderSection();
    expect(within(slideGroups()[2]!).queryByRole("link")).toBeNull();
  });
});

describe("testimonials data", () => {
  it("names only known customers, each once, with unique ids", () => {
    const names = new Set<string>(company.customers.map((c) => c.name));
    for (const t of testimonials) expect(names.has(t.customer), t.customer).toBe(true);
    expect(new Set(testimonials.map((t) => t.customer)).size).toBe(testimonials.length);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(testimonials.length);
    expect(() => customerLogo("Nobody Inc")).toThrow(/Unknown customer/);
  });
});
