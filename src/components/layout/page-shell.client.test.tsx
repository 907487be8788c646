import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { VISITED_PATHS_KEY } from "@/features/shell/visit-history";
import { PageShell } from "./page-shell.client";

const route = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => route.pathname }));

/** Callbacks waiting for the browser to be idle. */
const idle: (() => void)[] = [];
const visited = () => JSON.parse(sessionStorage.getItem(VISITED_PATHS_KEY) ?? "[]") as string[];
const go = (path: string) => {
  window.history.pushState(null, "", path);
  route.pathname = path.split("?")[0]!;
};

beforeEach(() => {
  idle.length = 0;
  sessionStorage.clear();
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
  vi.stubGlobal("cancelIdleCallback", (id: number) => idle.splice(id - 1, 1, () => {}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("records the visit when the browser is idle, not while the page hydrates", () => {
  go("/company");
  render(<PageShell />);
  expect(visited()).toEqual([]);
  idle.shift()!();
  expect(visited()).toEqual(["/company"]);
});

it("records a pending visit at once when the route changes, with the address it was made for", () => {
  go("/company");
  const { rerender } = render(<PageShell />);
  go("/partners?utm_source=mail");
  rerender(<PageShell />);
  expect(visited()).toEqual(["/company"]);
  for (const callback of idle.splice(0)) callback();
  expect(visited()).toEqual(["/company", "/partners"]);
});

it("records a pending visit when the page is left before the browser was idle", () => {
  go("/pricing");
  render(<PageShell />);
  window.dispatchEvent(new Event("pagehide"));
  expect(visited()).toEqual(["/pricing"]);
  for (const callback of idle.splice(0)) callback();
  expect(visited()).toEqual(["/pricing"]);
});
