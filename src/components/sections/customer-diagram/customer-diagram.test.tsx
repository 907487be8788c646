// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CustomerDiagram } from "./customer-diagram";
import { customerDiagramSample as sample } from "./customer-diagram.sample";
import { NODE_ORBIT, nodePlace } from "./layout";

describe("CustomerDiagram", () => {
  it("is one section named by its h2: the customer, then a named list of what is connected", () => {
    const { container } = render(<CustomerDiagram {...sample} />);
    const section = screen.getByRole("region", { name: sample.title });
    expect(section).toHaveAttribute("id", "customer-view");
    expect(within(section).getByText("Sara")).toBeInTheDocument();
    const list = within(section).getByRole("list", { name: "Systems connected to Sara's conversation" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(sample.nodes.map((n) => `${n.label}${n.detail ?? ""}`));
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("draws a line from the customer to each node, hidden from assistive technology", () => {
    render(<CustomerDiagram {...sample} />);
    const svg = screen.getByTestId("customer-diagram-lines");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    const lines = [...svg.querySelectorAll("line")];
    expect(lines).toHaveLength(sample.nodes.length);
    lines.forEach((line, i) => {
      const place = nodePlace(i, sample.nodes.length);
      expect(line).toHaveAttribute("x1", "50");
      expect(line).toHaveAttribute("y1", "50");
      expect(line).toHaveAttribute("x2", String(place.left));
      expect(line).toHaveAttribute("y2", String(place.top));
    });
  });

  it("places each node where its line ends", () => {
    render(<CustomerDiagram {...sample} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    items.forEach((li, i) => {
      const place = nodePlace(i, items.length);
      expect(li.style.getPropertyValue("--x")).toBe(`${place.left}%`);
      expect(li.style.getPropertyValue("--y")).toBe(`${place.top}%`);
    });
  });
});

describe("nodePlace", () => {
  it("starts at the top centre and goes clockwise, inside the box", () => {
    const { x, y } = NODE_ORBIT;
    expect(nodePlace(0, 4)).toEqual({ left: 50, top: 50 - y });
    expect(nodePlace(1, 4)).toEqual({ left: 50 + x, top: 50 });
    expect(nodePlace(2, 4)).toEqual({ left: 50, top: 50 + y });
    expect(nodePlace(3, 4)).toEqual({ left: 50 - x, top: 50 });
    for (let count = 1; count <= 6; count++) {
      for (let i = 0; i < count; i++) {
        const { left, top } = nodePlace(i, count);
        // Room for half a node card on every side of a 768 px wide box.
        expect(left).toBeGreaterThanOrEqual(13);
        expect(left).toBeLessThanOrEqual(87);
        expect(top).toBeGreaterThanOrEqual(13);
        expect(top).toBeLessThanOrEqual(87);
      }
    }
  });
});
