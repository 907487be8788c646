// @vitest-environment jsdom
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestLocale } from "@/test/test-locale";
import { FeatureTabs } from "./feature-tabs";
import { featureTabsSample as sample } from "./feature-tabs.sample";

const nav = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

beforeEach(() => {
  nav.pathname = "/";
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const ui = () => (
  <TestLocale locale="it">
    <FeatureTabs {...sample} />
  </TestLocale>
);
const tab = (name: string) => screen.getByRole("tab", { name });
const panel = () => screen.getByRole("tabpanel");

describe("FeatureTabs", () => {
  it("is one titled section with a tab per feature, the first one selected", () => {
    render(ui());
    expect(screen.getByRole("region", { name: sample.title }).id).toBe(sample.id);
    expect(screen.getByRole("heading", { level: 2, name: sample.title })).toHaveAttribute(
      "id",
      "features-title",
    );
    expect(screen.getByRole("tablist", { name: sample.title })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(sample.tabs.map((t) => t.title));
    expect(tab(sample.tabs[0]!.title)).toHaveAttribute("aria-selected", "true");
  });

  it("shows the description, checklist, CTA and illustration of the selected tab", () => {
    render(ui());
    const first = sample.tabs[0]!;
    const p = panel();
    expect(p).toHaveAccessibleName(first.title);
    expect(p).toHaveTextContent(first.desc);
    expect(
      within(p)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(first.list);
    expect(within(p).getByRole("link", { name: first.ctaText })).toHaveAttribute(
      "href",
      `/it${first.ctaLink}`,
    );
    const img = p.querySelector("img")!;
    expect(img).toHaveAttribute("src", first.imgLink);
    expect(img).toHaveAttribute("width", String(first.imgWidth));
    expect(img).toHaveAttribute("alt", "");
  });

  it("switches panels on click and with the arrow keys", () => {
    render(ui());
    const [first, second, third] = sample.tabs;
    fireEvent.mouseDown(tab(third!.title), { button: 0 });
    expect(tab(third!.title)).toHaveAttribute("aria-selected", "true");
    expect(panel()).toHaveTextContent(third!.desc);
    expect(within(panel()).queryByRole("link")).toBeNull(); // no CTA on this tab
    act(() => tab(third!.title).focus());
    fireEvent.keyDown(tab(third!.title), { key: "ArrowLeft" });
    act(() => vi.runAllTimers());
    expect(tab(second!.title)).toHaveAttribute("aria-selected", "true");
    expect(panel()).toHaveTextContent(second!.desc);
    expect(tab(first!.title)).toHaveAttribute("aria-selected", "false");
  });

  it("puts every panel in the page and returns to the first tab on a route change", () => {
    const view = render(ui());
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(sample.tabs.length);
    fireEvent.mouseDown(tab(sample.tabs[1]!.title), { button: 0 });
    nav.pathname = "/it/company";
    view.rerender(ui());
    expect(tab(sample.tabs[0]!.title)).toHaveAttribute("aria-selected", "true");
    expect(panel()).toHaveTextContent(sample.tabs[0]!.desc);
  });

  it("renders nothing but the heading without tabs", () => {
    render(<FeatureTabs id="x" title="Empty" tabs={[]} />);
    expect(screen.queryByRole("tablist")).toBeNull();
  });
});

describe("feature-tabs sample and illustrations", () => {
  it("uses unique tab names and illustrations that exist, are small and carry no text", () => {
    expect(new Set(sample.tabs.map((t) => t.name)).size).toBe(sample.tabs.length);
    for (const t of sample.tabs) {
      const file = join(process.cwd(), "public", t.imgLink);
      expect(existsSync(file), t.imgLink).toBe(true);
      expect(statSync(file).size).toBeLessThan(10_000);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`width="${t.imgWidth}" height="${t.imgHeight}"`);
      expect(svg).not.toMatch(/<text/);
    }
  });
});
