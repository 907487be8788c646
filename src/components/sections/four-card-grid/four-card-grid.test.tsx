// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { media, setAllInView } from "@/test/browser-fakes";
import { FourCardGrid, GRID_CARD_TOGGLE_MS, type GridCard } from "./four-card-grid";
import { fourCardGridSample } from "./four-card-grid.sample";
import { inEnglish } from "@/test/test-locale";

const card = (n: number): GridCard => ({
  id: `card-${n}`,
  heading: `Card ${n}`,
  subHeading: `What card ${n} does`,
  image: { src: `/illustrations/sections/card-${n}.svg`, width: 320, height: 200 },
  cta: n === 1 ? { label: "Open card 1", href: "/campaign-manager" } : undefined,
});

function renderGrid(count = 6) {
  render(
    <FourCardGrid
      id="grid"
      title="Conversation cloud"
      heading="One place for every conversation"
      cards={Array.from({ length: count }, (_, i) => card(i + 1))}
    />,
    inEnglish,
  );
  const list = screen.getByRole("list");
  const items = () => within(list).getAllByRole("listitem");
  const active = () => items().findIndex((li) => li.hasAttribute("data-active"));
  return { list, items, active };
}

function setTabVisible(visible: boolean) {
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => (visible ? "visible" : "hidden"),
  });
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

describe("FourCardGrid", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setTabVisible(true);
  });

  it("is one section named by its h2 and shows the first four of up to six cards", () => {
    const { items } = renderGrid(6);
    const section = screen.getByRole("region", { name: "One place for every conversation" });
    expect(section).toHaveAttribute("id", "grid");
    expect(screen.getByText("Conversation cloud")).toBeInTheDocument();
    expect(items()).toHaveLength(4);
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Card 1", "Card 2", "Card 3", "Card 4"]);
    expect(screen.getByRole("link", { name: /Open card 1/ })).toHaveAttribute("href", "/campaign-manager");
  });

  it("highlights the first card, then the next one every 5000 ms, wrapping round", () => {
    expect(GRID_CARD_TOGGLE_MS).toBe(5000);
    const { active } = renderGrid(4);
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe(1);
    act(() => vi.advanceTimersByTime(5000 * 2));
    expect(active()).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe(0);
  });

  it("pauses while off screen and resumes when back", () => {
    const { active } = renderGrid();
    act(() => setAllInView(false));
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(0);
    act(() => setAllInView(true));
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe(1);
  });

  it("pauses while the tab is hidden", () => {
    const { active } = renderGrid();
    setTabVisible(false);
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(0);
    setTabVisible(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe(1);
  });

  it("highlights a hovered card and holds it until the pointer leaves", () => {
    const { items, active, list } = renderGrid();
    fireEvent.pointerEnter(list);
    fireEvent.pointerEnter(items()[2]!);
    expect(active()).toBe(2);
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(2);
    fireEvent.pointerLeave(list);
    act(() => vi.advanceTimersByTime(4999));
    expect(active()).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe(3);
  });

  it("highlights the card that takes focus and holds it until focus leaves the grid", () => {
    const { active } = renderGrid();
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe(1);
    const link = screen.getByRole("link", { name: /Open card 1/ });
    act(() => link.focus());
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(0);
    act(() => link.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe(1);
  });

  it("does not move on its own with reduced motion, but still follows hover", () => {
    media.reducedMotion = true;
    const { items, active } = renderGrid();
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(0);
    fireEvent.pointerEnter(items()[3]!);
    expect(active()).toBe(3);
  });

  it("renders the gallery sample", () => {
    render(<FourCardGrid {...fourCardGridSample} />, inEnglish);
    expect(screen.getByRole("region", { name: fourCardGridSample.heading })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });
});
