// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdvertiseCards } from "./advertise-cards";
import { advertiseCardsSample as sample } from "./advertise-cards.sample";
import { inEnglish } from "@/test/test-locale";

const cardOf = (title: string) => {
  const card = screen.getByRole("heading", { level: 3, name: title }).closest("li");
  if (!card) throw new Error(`no card ${title}`);
  return card;
};

describe("AdvertiseCards", () => {
  it("is one section named by its h2, with a card per option", () => {
    render(<AdvertiseCards {...sample} />, inEnglish);
    const section = screen.getByRole("region", { name: sample.title });
    expect(section).toHaveAttribute("id", "ads-compared");
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Click-to-WhatsApp ads", "Ads to a website form"]);
    expect(screen.getByText(sample.note!)).toBeInTheDocument();
  });

  it("marks each point with a check or a cross that is also spoken", () => {
    render(<AdvertiseCards {...sample} />, inEnglish);
    const points = within(cardOf("Ads to a website form")).getAllByRole("listitem");
    expect(points).toHaveLength(5);
    expect(points[0]).toHaveTextContent("No: One tap from the ad to a conversation");
    expect(points[0]!.querySelector("svg")).toHaveAttribute("data-mark", "cross");
    expect(points[0]!.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(points[4]).toHaveTextContent("Yes: Reaches people who don't use WhatsApp");
    expect(points[4]!.querySelector("svg")).toHaveAttribute("data-mark", "check");
  });

  it("badges and highlights only the recommended card, which has the call to action", () => {
    render(<AdvertiseCards {...sample} />, inEnglish);
    const recommended = cardOf("Click-to-WhatsApp ads");
    const other = cardOf("Ads to a website form");
    expect(within(recommended).getByText("Recommended")).toBeInTheDocument();
    expect(within(other).queryByText("Recommended")).toBeNull();
    expect(recommended).toHaveClass("ring-signal-400");
    expect(other).not.toHaveClass("ring-signal-400");
    expect(
      within(recommended).getByRole("link", { name: "Plan a click-to-WhatsApp campaign" }),
    ).toHaveAttribute("href", "/advertise");
  });

  it("lays three cards out in three columns from 992 px", () => {
    const third = { ...sample.cards[1]!, id: "third", title: "Third option" };
    render(<AdvertiseCards {...sample} cards={[...sample.cards, third]} />, inEnglish);
    const grid = cardOf("Third option").parentElement;
    expect(grid).toHaveClass("lg:grid-cols-3");
  });
});
