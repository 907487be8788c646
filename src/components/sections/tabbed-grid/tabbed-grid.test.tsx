// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestLocale } from "@/test/test-locale";
import { media } from "@/test/browser-fakes";
import { TABBED_GRID_FADE_MS, TabbedGrid } from "./tabbed-grid";
import { tabbedGridSample as sample } from "./tabbed-grid.sample";

const nav = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

beforeEach(() => {
  nav.pathname = "/";
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const ui = () => (
  <TestLocale locale="en">
    <TabbedGrid {...sample} />
  </TestLocale>
);
const titles = sample.tabs.map((t) => t.title);
const tab = (name: string) => screen.getByRole("tab", { name });
const panel = () => screen.getByRole("tabpanel");
const pick = (name: string) => fireEvent.mouseDown(tab(name), { button: 0 });

describe("TabbedGrid", () => {
  it("is one titled section whose first tab shows its grid of cards", () => {
    render(ui());
    expect(screen.getByRole("region", { name: sample.title }).id).toBe(sample.id);
    expect(screen.getByRole("tablist", { name: sample.title })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(titles);
    const cards = within(panel()).getAllByRole("heading", { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(sample.tabs[0]!.cards.map((c) => c.title));
    const first = sample.tabs[0]!.cards[0]!;
    expect(
      within(panel()).getByRole("link", { name: `${first.link!.label} (${first.title})` }),
    ).toHaveAttribute("href", first.link!.href);
  });

  it("does not fade the grid shown on load", () => {
    render(ui());
    expect(panel()).not.toHaveAttribute("data-fading");
  });

  it("fades a newly picked grid in over 150 ms, then clears the fading state", () => {
    expect(TABBED_GRID_FADE_MS).toBe(150);
    render(ui());
    pick(titles[2]!);
    expect(panel()).toHaveTextContent(sample.tabs[2]!.cards[0]!.title);
    expect(panel()).toHaveAttribute("data-fading");
    expect(panel()).toHaveClass("data-fading:starting:opacity-0", "data-fading:transition-opacity");
    expect(panel().style.transitionDuration).toBe("150ms");
    act(() => vi.advanceTimersByTime(TABBED_GRID_FADE_MS - 1));
    expect(panel()).toHaveAttribute("data-fading");
    act(() => vi.advanceTimersByTime(1));
    expect(panel()).not.toHaveAttribute("data-fading");
    expect(panel().style.transitionDuration).toBe("");
  });

  it("restarts the 150 ms when another tab is picked during a fade", () => {
    render(ui());
    pick(titles[1]!);
    act(() => vi.advanceTimersByTime(100));
    pick(titles[3]!);
    act(() => vi.advanceTimersByTime(100));
    expect(panel()).toHaveAttribute("data-fading");
    act(() => vi.advanceTimersByTime(50));
    expect(panel()).not.toHaveAttribute("data-fading");
  });

  it("fades after arrow-key navigation too", () => {
    render(ui());
    act(() => tab(titles[0]!).focus());
    fireEvent.keyDown(tab(titles[0]!), { key: "ArrowRight" });
    act(() => vi.advanceTimersByTime(0)); // Radix moves focus in a timeout
    expect(tab(titles[1]!)).toHaveAttribute("aria-selected", "true");
    expect(panel()).toHaveAttribute("data-fading");
    act(() => vi.advanceTimersByTime(TABBED_GRID_FADE_MS));
    expect(panel()).not.toHaveAttribute("data-fading");
  });

  it("switches instantly with reduced motion", () => {
    media.reducedMotion = true;
    render(ui());
    pick(titles[1]!);
    expect(panel()).toHaveTextContent(sample.tabs[1]!.cards[0]!.title);
    expect(panel()).not.toHaveAttribute("data-fading");
    expect(panel()).toHaveClass("motion-reduce:transition-none");
  });

  it("returns to the first tab on a route change", () => {
    const view = render(ui());
    pick(titles[3]!);
    nav.pathname = "/it";
    view.rerender(ui());
    expect(tab(titles[0]!)).toHaveAttribute("aria-selected", "true");
    expect(panel()).toHaveTextContent(sample.tabs[0]!.cards[0]!.title);
  });
});
