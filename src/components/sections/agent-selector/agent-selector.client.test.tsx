// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AgentPicker } from "./agent-selector.client";

const nav = vi.hoisted(() => ({ pathname: "/ai-agents" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

const agents = [
  { id: "a", name: "Order status agent", tag: "Retail" },
  { id: "b", name: "Appointment agent", tag: "Healthcare" },
];
const ui = () => (
  <AgentPicker
    label="AI agents"
    agents={agents}
    previews={[<p key="a">Orders</p>, <p key="b">Appointments</p>]}
  />
);

function setWidth(px: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: /max-width: (\d+)px/.test(query) ? px <= Number(/max-width: (\d+)px/.exec(query)![1]) : false,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
}

describe("AgentPicker", () => {
  beforeEach(() => {
    nav.pathname = "/ai-agents";
    Element.prototype.scrollIntoView = vi.fn();
  });

  it("starts at the first agent and shows the chosen agent's preview", () => {
    setWidth(1280);
    render(ui());
    expect(screen.getByRole("button", { name: /Order status agent/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByText("Orders")).toBeVisible();
    expect(screen.getByText("Appointments")).not.toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: /Appointment agent/ }));
    expect(screen.getByText("Appointments")).toBeVisible();
    expect(screen.getByText("Orders")).not.toBeVisible();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it("scrolls to the preview when the layout is stacked (up to 991 px)", () => {
    setWidth(991);
    render(ui());
    fireEvent.click(screen.getByRole("button", { name: /Appointment agent/ }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("does not scroll at 992 px, where the preview sits beside the list", () => {
    setWidth(992);
    render(ui());
    fireEvent.click(screen.getByRole("button", { name: /Appointment agent/ }));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it("returns to the first agent on a route change", () => {
    setWidth(1280);
    const { rerender } = render(ui());
    fireEvent.click(screen.getByRole("button", { name: /Appointment agent/ }));
    nav.pathname = "/it/ai-agents";
    rerender(ui());
    expect(screen.getByRole("button", { name: /Order status agent/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
