// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.client";
import { useIndexResetOnRouteChange } from "./use-route-change";

const nav = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

beforeEach(() => {
  nav.pathname = "/";
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const tabs = ["Inbox", "Campaigns", "Analytics"];

function ui(props: { orientation?: "horizontal" | "vertical"; onValueChange?: (v: string) => void } = {}) {
  return (
    <Tabs defaultValue="inbox" {...props}>
      <TabsList aria-label="Features">
        {tabs.map((t) => (
          <TabsTrigger key={t} value={t.toLowerCase()}>
            {t}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t} value={t.toLowerCase()}>
          {t} panel
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selected = () => screen.getAllByRole("tab").find((t) => t.getAttribute("aria-selected") === "true");
/** Arrow keys move focus; focusing a tab selects it (automatic activation). */
const press = (el: HTMLElement, key: string) => {
  fireEvent.keyDown(el, { key });
  act(() => vi.runAllTimers());
};

describe("Tabs", () => {
  it("is a named tablist whose first tab is selected and whose panel alone is shown", () => {
    render(ui());
    expect(screen.getByRole("tablist", { name: "Features" })).toHaveAttribute("data-slot", "tabs-list");
    expect(selected()).toBe(tab("Inbox"));
    expect(tab("Campaigns")).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("Inbox panel");
    expect(panel).toHaveAccessibleName("Inbox");
    expect(tab("Inbox")).toHaveAttribute("aria-controls", panel.id);
  });

  it("renders every panel into the page, hiding the ones not selected", () => {
    const { container } = render(ui());
    const panels = container.querySelectorAll('[data-slot="tabs-content"]');
    expect(panels).toHaveLength(3);
    expect([...panels].map((p) => p.hasAttribute("hidden"))).toEqual([false, true, true]);
    expect(panels[2]).toHaveTextContent("Analytics panel");
  });

  it("marks each part with a data-slot", () => {
    const { container } = render(ui());
    expect(container.querySelector('[data-slot="tabs"]')).toHaveAttribute("data-orientation", "horizontal");
    expect(tab("Inbox")).toHaveAttribute("data-slot", "tabs-trigger");
  });

  it("selects a tab on click (mouse down) and on Enter", () => {
    const onValueChange = vi.fn();
    render(ui({ onValueChange }));
    fireEvent.mouseDown(tab("Analytics"), { button: 0 });
    expect(tab("Analytics")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Analytics panel");
    expect(onValueChange).toHaveBeenLastCalledWith("analytics");
    fireEvent.keyDown(tab("Campaigns"), { key: "Enter" });
    expect(tab("Campaigns")).toHaveAttribute("aria-selected", "true");
  });

  it("moves between tabs with ArrowRight and ArrowLeft, wrapping at the ends", () => {
    render(ui());
    act(() => tab("Inbox").focus());
    press(tab("Inbox"), "ArrowRight");
    expect(tab("Campaigns")).toHaveFocus();
    expect(tab("Campaigns")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Campaigns panel");
    press(tab("Campaigns"), "ArrowLeft");
    expect(selected()).toBe(tab("Inbox"));
    press(tab("Inbox"), "ArrowLeft");
    expect(selected()).toBe(tab("Analytics"));
    press(tab("Analytics"), "Home");
    expect(selected()).toBe(tab("Inbox"));
  });

  it("uses ArrowDown and ArrowUp when vertical, and ignores ArrowRight", () => {
    render(ui({ orientation: "vertical" }));
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    act(() => tab("Inbox").focus());
    press(tab("Inbox"), "ArrowRight");
    expect(selected()).toBe(tab("Inbox"));
    press(tab("Inbox"), "ArrowDown");
    expect(selected()).toBe(tab("Campaigns"));
    press(tab("Campaigns"), "ArrowUp");
    expect(selected()).toBe(tab("Inbox"));
  });

  it("returns to the first tab when the route changes, not on other renders", () => {
    const view = render(ui());
    fireEvent.mouseDown(tab("Analytics"), { button: 0 });
    view.rerender(ui());
    expect(selected()).toBe(tab("Analytics"));
    nav.pathname = "/it";
    view.rerender(ui());
    expect(selected()).toBe(tab("Inbox"));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Inbox panel");
  });

  it("can be controlled by the caller", () => {
    function Controlled() {
      const [index, setIndex] = useIndexResetOnRouteChange();
      const values = tabs.map((t) => t.toLowerCase());
      return (
        <>
          <p data-testid="index">{index}</p>
          <Tabs value={values[index]!} onValueChange={(v) => setIndex(values.indexOf(v))}>
            <TabsList aria-label="Features">
              {values.map((v, i) => (
                <TabsTrigger key={v} value={v}>
                  {tabs[i]}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          <button type="button" onClick={() => setIndex((i) => i + 1)}>
            Forward
          </button>
        </>
      );
    }
    const view = render(<Controlled />);
    fireEvent.click(screen.getByRole("button", { name: "Forward" }));
    expect(selected()).toBe(tab("Campaigns"));
    fireEvent.mouseDown(tab("Analytics"), { button: 0 });
    expect(screen.getByTestId("index")).toHaveTextContent("2");
    nav.pathname = "/company";
    view.rerender(<Controlled />);
    expect(screen.getByTestId("index")).toHaveTextContent("0");
    expect(selected()).toBe(tab("Inbox"));
  });
});
