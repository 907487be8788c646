// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TestLocale } from "@/test/test-locale";
import { company } from "@/data/company";
import { industries } from "@/data/audiences";
import { stories } from "@/data/stories";
import { testimonials } from "@/data/testimonials";
import enQuotes from "../../../../messages/en/stories.json";
import enStories from "../../../../messages/en/customerStories.json";
import { StoryCards, type StoryCardsProps } from "./story-cards";
import { storyCardsSample } from "./story-cards.sample";

const nav = vi.hoisted(() => ({ pathname: "/customer-stories" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

beforeEach(() => {
  nav.pathname = "/customer-stories";
});

const ui = (props: Partial<StoryCardsProps> = {}) => (
  <TestLocale locale="en">
    <StoryCards {...storyCardsSample} {...props} />
  </TestLocale>
);

const chip = (name: string) => screen.getByRole("button", { name });
/** The customers of the cards in view (hidden cards have no accessible headings). */
const visibleCards = () =>
  screen.getAllByRole("heading", { level: 3 }).map((h) => within(h).getByRole("img").getAttribute("alt"));
const cardOf = (customer: string) =>
  screen.getByRole("heading", { level: 3, name: customer }).closest("article")!;

describe("StoryCards", () => {
  it("is one titled section with a card per story, each headed by the customer's logo", () => {
    render(ui());
    expect(screen.getAllByRole("region")).toHaveLength(1);
    const section = screen.getByRole("region", { name: storyCardsSample.title });
    expect(section).toHaveAttribute("id", "stories");
    expect(screen.getByRole("heading", { level: 2, name: storyCardsSample.title })).toBeInTheDocument();
    expect(visibleCards()).toEqual(stories.map((s) => s.customer));
    for (const img of within(section).getAllByRole("img", { name: /./ }))
      expect(img).toHaveAttribute("width");
  });

  it("shows the industry, the headline metric, the summary and the channels", () => {
    render(ui());
    const card = cardOf("Medora Clinics");
    expect(card).toHaveTextContent("Healthcare");
    expect(card).toHaveTextContent("41%");
    expect(card).toHaveTextContent("fewer no-shows in six months");
    expect(card).toHaveTextContent("Missed appointments");
    const channels = within(card).getByRole("list", { name: "Channels" });
    expect(
      within(channels)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["RCS", "WhatsApp"]);
    expect(cardOf("Fernhollow Foods")).toHaveTextContent("3×");
  });

  it("gives each card an id a link can point at", () => {
    const { container } = render(ui());
    expect(container.querySelector("#stories-tidewing-air")).toContainElement(cardOf("Tidewing Air"));
  });

  it("links to the full story only when there is one", () => {
    const withLink = storyCardsSample.stories.map((s, i) =>
      i === 0 ? { ...s, link: "/customer-stories" } : s,
    );
    render(ui({ stories: withLink }));
    const links = screen.getAllByRole("link", { name: /Read the story/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Read the story (Tidewing Air)");
    expect(links[0]).toHaveAttribute("href", "/customer-stories");
  });

  it("shows the customer's own words, with who said them, in place of the summary when given", () => {
    const [first, ...rest] = storyCardsSample.stories;
    const quote = {
      text: "We rebook in the chat now.",
      author: "Lucía Ortega",
      role: "VP, Customer Experience",
    };
    render(ui({ stories: [{ ...first!, quote }, ...rest] }));
    const card = cardOf("Tidewing Air");
    expect(within(card).getByText(quote.text)).toBeVisible();
    expect(within(card).getByText("Lucía Ortega")).toBeVisible();
    expect(within(card).queryByText(first!.summary)).toBeNull();
    expect(within(cardOf("Quillon Bank")).getByText(rest[0]!.summary)).toBeVisible();
  });

  it("offers 'All' first, then each industry that has a story, as toggle buttons", () => {
    render(ui());
    const group = screen.getByRole("group", { name: "Filter by industry" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      "All",
      "Travel and hospitality",
      "Financial services",
      "Healthcare",
      "Food and beverage",
      "Retail and e-commerce",
      "Real estate",
    ]);
    for (const b of buttons) expect(b).toHaveAttribute("type", "button");
    expect(buttons[0]).toHaveAttribute("aria-pressed", "true");
    for (const b of buttons.slice(1)) expect(b).toHaveAttribute("aria-pressed", "false");
  });

  it("filters the cards by industry and announces the count, but not on load", () => {
    const { container } = render(ui());
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent("");
    expect(visibleCards()).toHaveLength(8);

    fireEvent.click(chip("Travel and hospitality"));
    expect(chip("Travel and hospitality")).toHaveAttribute("aria-pressed", "true");
    expect(chip("All")).toHaveAttribute("aria-pressed", "false");
    expect(visibleCards()).toEqual(["Tidewing Air", "Palmoro Hotels"]);
    expect(live).toHaveTextContent("2 stories");

    fireEvent.click(chip("Healthcare"));
    expect(visibleCards()).toEqual(["Medora Clinics"]);
    expect(live).toHaveTextContent("1 story");

    fireEvent.click(chip("All"));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(8);
    expect(live).toHaveTextContent("8 stories");
  });

  it("keeps hidden cards in the HTML", () => {
    const { container } = render(ui());
    fireEvent.click(chip("Healthcare"));
    expect(container.querySelectorAll("li[hidden]")).toHaveLength(7);
    expect(container.querySelector("#stories-quillon-bank")).toHaveAttribute("hidden");
  });

  it("shows every story again after a route change", () => {
    const view = render(ui());
    fireEvent.click(chip("Healthcare"));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(1);
    act(() => {
      nav.pathname = "/it/customer-stories";
    });
    view.rerender(ui());
    expect(chip("All")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(8);
    expect(view.container.querySelector('[aria-live="polite"]')).toHaveTextContent("");
  });

  it("shows no filter when every story is from one industry", () => {
    render(ui({ stories: storyCardsSample.stories.filter((s) => s.industry === "travel-and-hospitality") }));
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  });
});

describe("customer stories data", () => {
  const customers: readonly string[] = company.customers.map((c) => c.name);

  it("names known customers, once each, with known industries and channels", () => {
    expect(new Set(stories.map((s) => s.id)).size).toBe(stories.length);
    for (const s of stories) {
      expect(customers).toContain(s.customer);
      expect(industries).toContain(s.industry);
      expect(s.channels.length).toBeGreaterThan(0);
    }
  });

  it("matches the testimonials where a customer has both", () => {
    for (const s of stories) {
      const t = testimonials.find((x) => x.id === s.id);
      if (t) expect(t.customer).toBe(s.customer);
    }
  });

  it("uses the numbers of the testimonial quotes and of its own summary", () => {
    // How each quote states the story's headline number.
    const inQuote: Record<string, string> = {
      "tidewing-air": "78%",
      "quillon-bank": "by a third",
      "medora-clinics": "41%",
      "fernhollow-foods": "three times",
      "palmoro-hotels": "45%",
    };
    // How a summary without a quote states a multiple.
    const inSummary: Record<string, string> = { "castellan-realty": "doubled" };
    const quotes: Record<string, { quote: string }> = enQuotes.testimonials.items;
    for (const s of stories) {
      const summary = enStories.stories.items[s.id].summary;
      const expected = inQuote[s.id];
      if (expected) {
        expect(quotes[s.id]!.quote, s.id).toContain(expected);
        expect(summary, s.id).toContain(expected);
      } else {
        expect(summary, s.id).toContain(inSummary[s.id] ?? `${s.metric.value}%`);
      }
      if (expected?.endsWith("%")) expect(expected).toBe(`${s.metric.value}%`);
    }
    expect(stories.find((s) => s.id === "quillon-bank")?.metric.value).toBe(33);
    expect(stories.find((s) => s.id === "fernhollow-foods")?.metric).toEqual({ value: 3, unit: "times" });
  });
});
