// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { media, setAllInView } from "@/test/browser-fakes";
import { ORBIT_STEP_DEG } from "./orbit";
import {
  ORBIT_RADIUS,
  ORBIT_RADIUS_NARROW,
  ORBIT_STEP_MS,
  orbitPosition,
  PlatformDiagram,
} from "./platform-diagram";
import { platformDiagramSample as sample } from "./platform-diagram.sample";

const nodes = () => screen.getAllByTestId("orbit-node");
/** The wide- and narrow-radius offsets a node carries. */
const offsets = (el: HTMLElement) =>
  ["--wx", "--wy", "--nx", "--ny"].map((name) => el.style.getPropertyValue(name));
const expected = (angle: number, index: number) => {
  const w = orbitPosition(angle, index, sample.nodes.length, ORBIT_RADIUS);
  const n = orbitPosition(angle, index, sample.nodes.length, ORBIT_RADIUS_NARROW);
  return [`${w.x}px`, `${w.y}px`, `${n.x}px`, `${n.y}px`];
};

describe("PlatformDiagram", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is one section named by its h2, listing the channels for everyone", () => {
    render(<PlatformDiagram {...sample} />);
    const section = screen.getByRole("region", { name: sample.title });
    expect(section).toHaveAttribute("id", "platform-diagram");
    const list = within(section).getByRole("list", { name: "Channels on the Orbitalk platform" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(within(list).getByRole("heading", { level: 3, name: "AI agents" })).toBeInTheDocument();
  });

  it("hides the moving orbit from assistive technology, with the platform at its centre", () => {
    render(<PlatformDiagram {...sample} />);
    const visual = screen.getByTestId("orbit-visual");
    expect(visual).toHaveAttribute("aria-hidden", "true");
    expect(within(visual).getByText("Orbitalk")).toBeInTheDocument();
    expect(nodes()).toHaveLength(5);
    for (const node of nodes()) expect(visual).toContainElement(node);
    // Only the list is exposed: one list, five items.
    expect(screen.getAllByRole("list")).toHaveLength(1);
  });

  it("sets both radii, 200 px and 150 px, for the 992 px switch", () => {
    render(<PlatformDiagram {...sample} />);
    const box = screen.getByTestId("orbit-visual").firstElementChild as HTMLElement;
    expect(box.style.getPropertyValue("--orbit-r")).toBe("200px");
    expect(box.style.getPropertyValue("--orbit-r-narrow")).toBe("150px");
  });

  it("starts with the nodes evenly spaced, the first at the top", () => {
    render(<PlatformDiagram {...sample} />);
    expect(offsets(nodes()[0]!)).toEqual(["0px", "-200px", "0px", "-150px"]);
    nodes().forEach((node, i) => expect(offsets(node)).toEqual(expected(0, i)));
  });

  it("turns one step every 60 ms", () => {
    expect(ORBIT_STEP_MS).toBe(60);
    render(<PlatformDiagram {...sample} />);
    act(() => vi.advanceTimersByTime(59));
    expect(offsets(nodes()[0]!)).toEqual(expected(0, 0));
    act(() => vi.advanceTimersByTime(1));
    nodes().forEach((node, i) => expect(offsets(node)).toEqual(expected(ORBIT_STEP_DEG, i)));
    act(() => vi.advanceTimersByTime(60 * 9));
    expect(offsets(nodes()[2]!)).toEqual(expected(ORBIT_STEP_DEG * 10, 2));
  });

  it("pauses while off screen and resumes where it stopped", () => {
    render(<PlatformDiagram {...sample} />);
    act(() => vi.advanceTimersByTime(60));
    act(() => setAllInView(false));
    act(() => vi.advanceTimersByTime(6000));
    expect(offsets(nodes()[0]!)).toEqual(expected(ORBIT_STEP_DEG, 0));
    act(() => setAllInView(true));
    act(() => vi.advanceTimersByTime(60));
    expect(offsets(nodes()[0]!)).toEqual(expected(ORBIT_STEP_DEG * 2, 0));
  });

  it("keeps the nodes still at their starting places with reduced motion", () => {
    media.reducedMotion = true;
    render(<PlatformDiagram {...sample} />);
    act(() => vi.advanceTimersByTime(6000));
    nodes().forEach((node, i) => expect(offsets(node)).toEqual(expected(0, i)));
  });
});
