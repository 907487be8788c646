// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TestimonialStats } from "./testimonial-stats";
import { testimonialStatsSample as sample } from "./testimonial-stats.sample";

describe("TestimonialStats", () => {
  it("is one section named by its h2", () => {
    render(<TestimonialStats {...sample} />);
    const section = screen.getByRole("region", { name: sample.heading });
    expect(section).toHaveAttribute("id", "results");
    expect(within(section).getByText("Orbitalk in numbers")).toBeInTheDocument();
  });

  it("shows the four stats in order, each a value with two sub-paragraphs", () => {
    render(<TestimonialStats {...sample} />);
    const terms = screen.getAllByRole("term");
    expect(terms.map((t) => t.textContent)).toEqual([
      "messages delivered in 2025",
      "businesses on Orbitalk",
      "countries where customers receive messages",
      "the year Orbitalk was founded",
    ]);
    const definitions = screen.getAllByRole("definition").map((d) => d.textContent);
    expect(definitions).toEqual([
      "2.4B",
      sample.stats.conversation.paragraphs[1],
      "3,200+",
      sample.stats.customers.paragraphs[1],
      "150+",
      sample.stats.countries.paragraphs[1],
      "2016",
      sample.stats.exp.paragraphs[1],
    ]);
  });

  it("puts the world map, with a glowing dot per place, behind the stats as decoration", () => {
    render(<TestimonialStats {...sample} />);
    const map = screen.getByTestId("testimonial-stats-map");
    expect(map).toHaveAttribute("aria-hidden", "true");
    const img = map.querySelector("img");
    expect(img).toHaveAttribute("src", "/illustrations/world-map.svg");
    expect(img).toHaveAttribute("width", "1000");
    expect(img).toHaveAttribute("height", "382");
    expect(img).toHaveAttribute("alt", "");
    const dots = map.querySelectorAll("span");
    expect(dots).toHaveLength(sample.mapDots!.length);
    expect((dots[0] as HTMLElement).style.top).toBe(`${sample.mapDots![0]!.top}%`);
    expect((dots[0] as HTMLElement).style.left).toBe(`${sample.mapDots![0]!.left}%`);
  });

  it("shows the quote with the customer's logo, who said it and their role", () => {
    render(<TestimonialStats {...sample} />);
    const figure = screen.getByRole("figure");
    expect(within(figure).getByRole("img", { name: "Medora Clinics" })).toBeInTheDocument();
    expect(within(figure).getByText(sample.slide.content)).toBeInTheDocument();
    expect(within(figure).getByText("Karim Haddad")).toBeInTheDocument();
    expect(within(figure).getByText("Director of Patient Services")).toBeInTheDocument();
  });

  it("lists the customer logos, named by their titles, with their descriptions", () => {
    render(<TestimonialStats {...sample} />);
    const list = screen.getByRole("list", { name: sample.logoListLabel });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    const first = within(items[0]!).getByRole("img", { name: "Tidewing Air" });
    expect(first).toHaveAttribute("src", "/logos/tidewing.svg");
    expect(first).toHaveAttribute("width", "125");
    expect(within(items[0]!).getByText(sample.logoList[0]!.desc)).toBeInTheDocument();
  });
});
