// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestLocale } from "@/test/test-locale";
import { company } from "@/data/company";
import { ConversationTabs } from "./conversation-tabs";
import { conversationTabsSample as sample } from "./conversation-tabs.sample";

const nav = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

beforeEach(() => {
  nav.pathname = "/";
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const ui = () => (
  <TestLocale locale="en">
    <ConversationTabs {...sample} />
  </TestLocale>
);
const titles = sample.tabs.map((t) => t.title);
const tab = (name: string) => screen.getByRole("tab", { name });
const selectedTitle = () =>
  screen.getAllByRole("tab").find((t) => t.getAttribute("aria-selected") === "true")?.textContent;
const previous = () => screen.getByRole("button", { name: sample.labels.previous });
const next = () => screen.getByRole("button", { name: sample.labels.next });
const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

describe("ConversationTabs", () => {
  it("is one titled section with a tab per use case, the first selected", () => {
    render(ui());
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.getByRole("region", { name: sample.title }).id).toBe(sample.id);
    expect(screen.getByRole("tablist", { name: sample.title })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(titles);
    expect(selectedTitle()).toBe(titles[0]);
  });

  it("shows the whole conversation at once, and a transcript for screen readers", () => {
    render(ui());
    const first = sample.tabs[0]!;
    const panel = screen.getByRole("tabpanel");
    const caption = within(panel).getByText(`${sample.labels.conversation}: ${first.businessName}`);
    expect(caption.tagName).toBe("FIGCAPTION");
    const figure = caption.closest("figure")!;
    const transcript = within(figure).getAllByRole("listitem");
    expect(transcript).toHaveLength(first.messages.length);
    expect(transcript[0]).toHaveTextContent(
      `${first.businessName} (${first.messages[0]!.timestamp}): ${first.messages[0]!.text}`,
    );
    expect(transcript[1]).toHaveTextContent(`${first.customerName} (`);
    const drawing = figure.querySelector('[aria-hidden="true"]')!;
    expect(drawing.querySelectorAll("li")).toHaveLength(first.messages.length);
    expect(drawing.querySelector(".animate-bubble-in")).toBeNull();
    act(() => vi.advanceTimersByTime(20_000)); // nothing plays
    expect(drawing.querySelectorAll("li")).toHaveLength(first.messages.length);
    expect(drawing.querySelector(".ring-2")).toBeNull();
  });

  it("disables previous on the first tab and next on the last", () => {
    render(ui());
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    expect(next()).toHaveAttribute("type", "button");
    fireEvent.mouseDown(tab(titles.at(-1)!), { button: 0 });
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
  });

  it("moves one tab per press, clamped at both ends", () => {
    render(ui());
    fireEvent.click(next());
    expect(selectedTitle()).toBe(titles[1]);
    expect(screen.getByRole("tabpanel")).toHaveTextContent(sample.tabs[1]!.desc);
    fireEvent.click(next());
    expect(selectedTitle()).toBe(titles[2]);
    fireEvent.click(next()); // disabled: nothing happens
    expect(selectedTitle()).toBe(titles[2]);
    fireEvent.click(previous());
    fireEvent.click(previous());
    expect(selectedTitle()).toBe(titles[0]);
    fireEvent.click(previous());
    expect(selectedTitle()).toBe(titles[0]);
  });

  it("keeps focus on the other button when the pressed one becomes disabled", () => {
    render(ui());
    next().focus();
    fireEvent.click(next());
    expect(next()).toHaveFocus();
    fireEvent.click(next());
    expect(next()).toBeDisabled();
    expect(previous()).toHaveFocus();
    fireEvent.click(previous());
    fireEvent.click(previous());
    expect(next()).toHaveFocus();
  });

  it("announces the use case politely after a button press, not on load", () => {
    render(ui());
    expect(liveRegion()).toHaveTextContent("");
    fireEvent.click(next());
    expect(liveRegion()).toHaveTextContent(titles[1]!);
  });

  it("follows the tabs too: arrow keys and clicks keep the buttons in step", () => {
    render(ui());
    act(() => tab(titles[0]!).focus());
    fireEvent.keyDown(tab(titles[0]!), { key: "ArrowRight" });
    act(() => vi.runAllTimers());
    expect(selectedTitle()).toBe(titles[1]);
    expect(previous()).toBeEnabled();
    fireEvent.click(previous());
    expect(selectedTitle()).toBe(titles[0]);
  });

  it("returns to the first use case on a route change", () => {
    const view = render(ui());
    fireEvent.click(next());
    fireEvent.click(next());
    nav.pathname = "/it";
    view.rerender(ui());
    expect(selectedTitle()).toBe(titles[0]);
    expect(previous()).toBeDisabled();
    expect(liveRegion()).toHaveTextContent("");
  });
});

describe("conversation-tabs sample", () => {
  it("uses known customers and unique tab names", () => {
    const customers = new Set<string>(company.customers.map((c) => c.name));
    for (const t of sample.tabs) expect(customers.has(t.businessName), t.businessName).toBe(true);
    expect(new Set(sample.tabs.map((t) => t.name)).size).toBe(sample.tabs.length);
  });
});
