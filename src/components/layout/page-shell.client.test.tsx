// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";
import { idleCallbacks, idlePeriod } from "@/test/browser-fakes";
import { VISITED_PATHS_KEY } from "@/features/shell/visit-history";
import { PageShell } from "./page-shell.client";

const route = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => route.pathname }));

const visited = () => JSON.parse(sessionStorage.getItem(VISITED_PATHS_KEY) ?? "[]") as string[];
const go = (path: string) => {
  window.history.pushState(null, "", path);
  route.pathname = path.split("?")[0]!;
};

beforeEach(() => sessionStorage.clear());

it("records the visit when the browser is idle, not while the page hydrates", () => {
  go("/company");
  render(<PageShell />);
  expect(visited()).toEqual([]);
  idlePeriod();
  expect(visited()).toEqual(["/company"]);
});

it("records a pending visit at once when the route changes, with the address it was made for", () => {
  go("/company");
  const { rerender } = render(<PageShell />);
  go("/partners?utm_source=mail");
  rerender(<PageShell />);
  expect(visited()).toEqual(["/company"]);
  while (idleCallbacks.size > 0) idlePeriod();
  expect(visited()).toEqual(["/company", "/partners"]);
});

it("records a pending visit when the page is left before the browser was idle", () => {
  go("/pricing");
  render(<PageShell />);
  window.dispatchEvent(new Event("pagehide"));
  expect(visited()).toEqual(["/pricing"]);
  while (idleCallbacks.size > 0) idlePeriod();
  expect(visited()).toEqual(["/pricing"]);
});
