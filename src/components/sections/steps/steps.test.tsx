// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../../../messages/en/alliances.json";
import { Steps } from "./steps";

const steps = en.steps.items;

describe("Steps", () => {
  it("is one titled section with the steps as an ordered list", () => {
    render(<Steps id="how-it-works" title={en.steps.title} lead={en.steps.lead} steps={steps} />);
    const section = screen.getByRole("region", { name: en.steps.title });
    expect(section).toHaveAttribute("id", "how-it-works");
    expect(section).toHaveTextContent(en.steps.lead);

    const list = within(section).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(steps.length);
    items.forEach((item, i) => {
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(steps[i]!.title);
      expect(item).toHaveTextContent(steps[i]!.text);
    });
  });

  it("prints the step numbers as decoration: the list already conveys the order", () => {
    render(<Steps id="how-it-works" title="How it works" steps={steps} />);
    const numbers = screen.getAllByRole("listitem").map((item) => item.querySelector('[aria-hidden="true"]'));
    expect(numbers.map((n) => n?.textContent)).toEqual(steps.map((_, i) => String(i + 1)));
  });
});
