import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TestLocale } from "@/test/test-locale";
import { company } from "@/data/company";
import { customerLogo, testimonials } from "@/data/testimonials";
import { media } from "@/test/browser-fakes";
import { Carousel, fillTemplate, pageLabel, slideLabel } from "./carousel.client";
import { TestimonialCarousel, type CarouselTestimonial } from "./testimonial-carousel";

/** jsdom has no layout, so embla cannot measure: a fake api plays its part. */
const fake = vi.hoisted(() => {
  const state = {
    pathname: "/",
    options: [] as unknown[],
    api: undefined as unknown,
  };
  function createApi() {
    const listeners = new Map<string, Set<() => void>>();
    const api = {
      selected: 0,
      snaps: [0, 0.5, 1],
      canScrollPrev: () => api.selected > 0,
      canScrollNext: () => api.selected < api.snaps.length - 1,
      selectedScrollSnap: () => api.selected,
      scrollSnapList: () => api.snaps,
      scrollPrev: vi.fn(),
      scrollNext: vi.fn(),
      scrollTo: vi.fn(),
      on(event: string, listener: () => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
        return api;
      },
      off(event: string, listener: () => void) {
        listeners.get(event)?.delete(listener);
        return api;
      },
      /** What embla does when a scroll settles on another snap, or after a resize. */
      emit(event: "select" | "reInit") {
        for (const listener of listeners.get(event) ?? []) listener();
      },
      listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    };
    return api;
  }
  return { state, createApi };
});

vi.mock("embla-carousel-react", () => ({
  default: (options: unknown) => {
    fake.state.options.push(options);
    return [() => {}, fake.state.api];
  },
}));
vi.mock("next/navigation", () => ({ usePathname: () => fake.state.pathname }));

let api: ReturnType<typeof fake.createApi>;

beforeEach(() => {
  api = fake.createApi();
  fake.state.api = api;
  fake.state.pathname = "/";
  fake.state.options = [];
});

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

  it("starts at the first page: previous disabled, next enabled", () => {
    render(ui());
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    expect(previous()).toHaveAttribute("type", "button");
  });

  it("keeps both arrows disabled until embla is running", () => {
    fake.state.api = undefined;
    render(ui());
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it("moves one page per arrow press", () => {
    render(ui());
    fireEvent.click(next());
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => {
      api.selected = 1;
      api.emit("select");
    });
    fireEvent.click(previous());
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it("disables next at the end and enables previous", () => {
    render(ui());
    act(() => {
      api.selected = 2;
      api.emit("select");
    });
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
  });

  it("disables both arrows when everything fits on one page after a resize", () => {
    render(ui());
    act(() => {
      api.snaps = [0];
      api.emit("reInit");
    });
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it("announces the page politely once the visitor moves it, not on load", () => {
    const { container } = render(ui());
    const region = liveRegion(container);
    expect(region).toHaveAttribute("aria-atomic", "true");
    expect(region).toHaveTextContent("");
    act(() => {
      api.selected = 1;
      api.emit("select");
    });
    expect(region).toHaveTextContent("Page 2 of 3");
    act(() => {
      api.snaps = [0, 1];
      api.selected = 0;
      api.emit("reInit");
    });
    expect(region).toHaveTextContent("Page 1 of 2");
  });

  it("returns to the first page, without animating, on a route change", () => {
    const view = render(ui());
    api.scrollTo.mockClear();
    view.rerender(ui());
    expect(api.scrollTo).not.toHaveBeenCalled();
    fake.state.pathname = "/it";
    view.rerender(ui());
    expect(api.scrollTo).toHaveBeenCalledExactlyOnceWith(0, true);
  });

  it("stops listening to embla when unmounted", () => {
    const view = render(ui());
    expect(api.listenerCount()).toBe(2);
    view.unmount();
    expect(api.listenerCount()).toBe(0);
  });

  it("asks embla for one page per arrow, aligned at the start, trimmed at the ends", () => {
    render(ui());
    expect(fake.state.options.at(-1)).toEqual({
      align: "start",
      containScroll: "trimSnaps",
      slidesToScroll: "auto",
      duration: 25,
    });
  });

  it("jumps instead of sliding with reduced motion", () => {
    media.reducedMotion = true;
    render(ui());
    expect(fake.state.options.at(-1)).toMatchObject({ duration: 0 });
  });

  it("sizes slides for pages of 1, 2 and 3", () => {
    render(ui());
    expect(slideGroups()[0]).toHaveClass("basis-[88%]", "md:basis-1/2", "lg:basis-1/3");
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
