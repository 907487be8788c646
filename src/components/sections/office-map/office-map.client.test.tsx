// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OfficeMap } from "./office-map";
import type { OfficeMapCountry } from "./office-map.client";

const countries: OfficeMapCountry[] = [
  {
    code: "IN",
    name: "India",
    top: 48.74,
    left: 71.55,
    offices: [
      { city: "Bengaluru", address: "4th Floor, 27 Residency Road, Bengaluru 560025" },
      { city: "Mumbai", address: "One BKC, Mumbai 400051" },
    ],
  },
  {
    code: "GB",
    name: "United Kingdom",
    top: 20.72,
    left: 49.96,
    offices: [{ city: "London", address: "20 Farringdon Street, London EC4A 4AB" }],
  },
];

function renderMap() {
  const view = render(
    <OfficeMap id="offices" title="Our offices" countries={countries} closeLabel="Close" />,
  );
  const pin = (name: string) => screen.getByRole("button", { name });
  const popupOf = (button: HTMLElement) => {
    const popup = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!popup) throw new Error("no popup");
    return popup;
  };
  return { ...view, pin, popupOf };
}

describe("OfficeMap", () => {
  it("is one section named by its h2, with the map as a decorative image", () => {
    const { container } = renderMap();
    const section = screen.getByRole("region", { name: "Our offices" });
    expect(section).toHaveAttribute("id", "offices");
    expect(screen.getByRole("heading", { level: 2, name: "Our offices" })).toHaveAttribute(
      "id",
      "offices-title",
    );
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", "/illustrations/world-map.svg");
    expect(img).toHaveAttribute("alt", "");
  });

  it("places a pin button per country, collapsed, linked to its hidden popup", () => {
    const { pin, popupOf } = renderMap();
    const india = pin("India");
    expect(india.style.top).toBe("48.74%");
    expect(india.style.left).toBe("71.55%");
    expect(india).toHaveAttribute("aria-expanded", "false");
    expect(popupOf(india)).not.toBeVisible();
    expect(popupOf(pin("United Kingdom"))).not.toBeVisible();
  });

  it("shows the offices while a pin is hovered, and hides them when the pointer leaves", () => {
    const { pin, popupOf } = renderMap();
    const india = pin("India");
    fireEvent.pointerEnter(india);
    const popup = popupOf(india);
    expect(popup).toBeVisible();
    expect(india).toHaveAttribute("aria-expanded", "true");
    expect(within(popup).getByText("India")).toBeInTheDocument();
    expect(within(popup).getByText("Bengaluru")).toBeVisible();
    expect(within(popup).getByText("4th Floor, 27 Residency Road, Bengaluru 560025")).toBeVisible();
    expect(within(popup).getByText("Mumbai")).toBeVisible();

    fireEvent.pointerEnter(popup); // moving onto the popup keeps it open
    expect(popup).toBeVisible();
    fireEvent.pointerLeave(india);
    expect(popup).not.toBeVisible();
    expect(india).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps a tapped popup open when the finger lifts", () => {
    const { pin, popupOf } = renderMap();
    const india = pin("India");
    fireEvent.pointerEnter(india, { pointerType: "touch" });
    fireEvent.pointerLeave(india, { pointerType: "touch" });
    expect(popupOf(india)).toBeVisible();
  });

  it("closes with the close button and gives focus back to the pin", () => {
    const { pin, popupOf } = renderMap();
    const india = pin("India");
    fireEvent.pointerEnter(india);
    fireEvent.click(within(popupOf(india)).getByRole("button", { name: "Close" }));
    expect(popupOf(india)).not.toBeVisible();
    expect(india).toHaveFocus();
    expect(india).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on focus, closes on Escape and keeps focus on the pin", () => {
    const { pin, popupOf } = renderMap();
    const uk = pin("United Kingdom");
    act(() => uk.focus());
    expect(popupOf(uk)).toBeVisible();
    fireEvent.keyDown(uk, { key: "Escape" });
    expect(popupOf(uk)).not.toBeVisible();
    expect(uk).toHaveFocus();
  });

  it("closes on Escape from the close button, moving focus to the pin", () => {
    const { pin, popupOf } = renderMap();
    const uk = pin("United Kingdom");
    act(() => uk.focus());
    const close = within(popupOf(uk)).getByRole("button", { name: "Close" });
    act(() => close.focus());
    expect(popupOf(uk)).toBeVisible();
    fireEvent.keyDown(close, { key: "Escape" });
    expect(popupOf(uk)).not.toBeVisible();
    expect(uk).toHaveFocus();
  });

  it("closes when focus leaves the pin and its popup", () => {
    const { pin, popupOf } = renderMap();
    const uk = pin("United Kingdom");
    act(() => uk.focus());
    act(() => uk.blur());
    expect(popupOf(uk)).not.toBeVisible();
  });

  it("closes on a press outside", () => {
    const { pin, popupOf } = renderMap();
    const india = pin("India");
    fireEvent.pointerEnter(india, { pointerType: "touch" });
    fireEvent.pointerDown(document.body);
    expect(popupOf(india)).not.toBeVisible();
  });

  it("shows one popup at a time", () => {
    const { pin, popupOf } = renderMap();
    const india = pin("India");
    const uk = pin("United Kingdom");
    fireEvent.pointerEnter(india);
    fireEvent.pointerEnter(uk);
    expect(popupOf(uk)).toBeVisible();
    expect(popupOf(india)).not.toBeVisible();
    expect(india).toHaveAttribute("aria-expanded", "false");
    act(() => india.focus());
    expect(popupOf(india)).toBeVisible();
    expect(popupOf(uk)).not.toBeVisible();
  });

  it("lists the countries as an exclusive accordion for small screens, toggled by a click", () => {
    const { container } = renderMap();
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(2);
    for (const d of details) {
      expect(d).toHaveAttribute("name", "offices-country");
      expect(d).not.toHaveAttribute("open");
    }
    const [india, uk] = details as [HTMLDetailsElement, HTMLDetailsElement];
    const summary = within(india).getByText("India", { selector: "summary *" }).closest("summary");
    if (!summary) throw new Error("no summary");
    fireEvent.click(summary);
    expect(india).toHaveAttribute("open");
    expect(within(india).getByText("4th Floor, 27 Residency Road, Bengaluru 560025")).toBeInTheDocument();
    expect(uk).not.toHaveAttribute("open");
    fireEvent.click(summary);
    expect(india).not.toHaveAttribute("open");
  });
});
