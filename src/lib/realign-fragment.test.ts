// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fragmentTarget, realignAfterScroll } from "./realign-fragment";

function setUp(top: number) {
  document.body.innerHTML = '<a href="#layers">Layers</a><section id="layers"></section>';
  document.documentElement.style.scrollPaddingTop = "100px";
  const target = document.getElementById("layers")!;
  target.getBoundingClientRect = () => ({ top }) as DOMRect;
  target.scrollIntoView = vi.fn();
  return target;
}

const scrollEnds = () => window.dispatchEvent(new Event("scrollend"));

describe("fragment links land on their mark", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("puts a target that ended the scroll off its mark back on it, once", () => {
    const target = setUp(44);
    realignAfterScroll(target);
    scrollEnds();
    scrollEnds();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ block: "start", behavior: "instant" });
  });

  it("leaves a target on its mark alone", () => {
    const target = setUp(100.5);
    realignAfterScroll(target);
    scrollEnds();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });

  it("lets the visitor take over: a wheel or a key before the scroll ends cancels it", () => {
    for (const event of [new WheelEvent("wheel"), new KeyboardEvent("keydown")]) {
      const target = setUp(44);
      realignAfterScroll(target);
      window.dispatchEvent(event);
      scrollEnds();
      expect(target.scrollIntoView).not.toHaveBeenCalled();
    }
  });

  it("gives up when no scroll ends within 3 s, so a later scroll of the visitor's is never undone", () => {
    const target = setUp(44);
    realignAfterScroll(target);
    vi.advanceTimersByTime(3000);
    scrollEnds();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });

  it("finds the target of a same-page fragment link only", () => {
    setUp(0);
    const anchor = document.querySelector("a")!;
    expect(fragmentTarget(anchor)?.id).toBe("layers");
    anchor.href = "/elsewhere#layers";
    expect(fragmentTarget(anchor)).toBeNull();
    anchor.href = "#missing";
    expect(fragmentTarget(anchor)).toBeNull();
  });
});
