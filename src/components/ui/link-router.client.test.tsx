// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { idleCallbacks, idlePeriod } from "@/test/browser-fakes";
import { LinkRouter } from "./link-router.client";
import { ClientLink as Link } from "./client-link.client";

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/" }));

/** Elements the page's observer watches; `appear` brings them within the prefetch margin. */
const watched = new Set<Element>();
let appear: (el: Element) => void = () => {};

beforeEach(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(
        callback: IntersectionObserverCallback,
        readonly options: IntersectionObserverInit,
      ) {
        expect(options.rootMargin).toBe("200px");
        appear = (target) => callback([{ isIntersecting: true, target } as never], this as never);
      }
      observe(el: Element) {
        watched.add(el);
      }
      unobserve(el: Element) {
        watched.delete(el);
      }
      disconnect() {
        watched.clear();
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const page = (ui: React.ReactNode) =>
  render(
    <>
      <LinkRouter />
      {ui}
    </>,
  );

it("navigates route links in the page and leaves the rest to the browser", () => {
  page(
    <>
      <Link href="/company">Company</Link>
      <Link href="/careers" target="_blank">
        Careers
      </Link>
      <Link href="#faq">FAQ</Link>
      <Link href="https://www.linkedin.com/company/orbitalk">LinkedIn</Link>
    </>,
  );
  /** Whether the router took the click (the browser would otherwise follow the link). */
  const routed = (name: string, init?: MouseEventInit) => {
    let taken = false;
    const after = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load another document
    };
    window.addEventListener("click", after);
    fireEvent.click(screen.getByRole("link", { name }), init);
    window.removeEventListener("click", after);
    return taken;
  };

  expect(routed("Company")).toBe(true);
  expect(router.push).toHaveBeenCalledExactlyOnceWith("/company");

  for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"])
    expect(routed("Company", { [modifier]: true })).toBe(false);
  expect(routed("Company", { button: 1 })).toBe(false);
  expect(routed("Careers")).toBe(false);
  expect(routed("FAQ")).toBe(false);
  expect(routed("LinkedIn")).toBe(false);
  expect(router.push).toHaveBeenCalledTimes(1);
});

it("prefetches a route link near the viewport in idle time, except the page being shown", () => {
  page(
    <>
      <Link href="/company">Company</Link>
      <Link href="/">Home</Link>
    </>,
  );
  const company = screen.getByRole("link", { name: "Company" });
  expect(watched.has(company)).toBe(true);

  appear(company);
  appear(screen.getByRole("link", { name: "Home" }));
  expect(watched.has(company)).toBe(false);
  expect(router.prefetch).not.toHaveBeenCalled();
  while (idleCallbacks.size > 0) idlePeriod();
  expect(router.prefetch).toHaveBeenCalledExactlyOnceWith("/company");
});

it("spreads the prefetches of links seen together over idle periods, one each", () => {
  page(
    <>
      <Link href="/company">Company</Link>
      <Link href="/partners">Partners</Link>
    </>,
  );
  appear(screen.getByRole("link", { name: "Company" }));
  appear(screen.getByRole("link", { name: "Partners" }));
  idlePeriod();
  expect(router.prefetch).toHaveBeenCalledExactlyOnceWith("/company");
  idlePeriod();
  expect(router.prefetch).toHaveBeenLastCalledWith("/partners");
  expect(idleCallbacks.size).toBe(0);
});

it("watches route links added after the first render, and prefetches on pointing", async () => {
  const { rerender } = page(null);
  rerender(
    <>
      <LinkRouter />
      <Link href="/partners">Partners</Link>
    </>,
  );
  const partners = screen.getByRole("link", { name: "Partners" });
  await vi.waitFor(() => expect(watched.has(partners)).toBe(true));

  fireEvent.pointerOver(partners);
  expect(router.prefetch).toHaveBeenCalledWith("/partners"); // at once, not in idle time
});

it("puts the target of an in-page link back on its mark when the smooth scroll ends off it", async () => {
  page(
    <>
      <a href="#layers">Layers</a>
      <section id="layers" />
    </>,
  );
  const target = document.getElementById("layers")!;
  target.getBoundingClientRect = () => ({ top: 44 }) as DOMRect;
  target.scrollIntoView = vi.fn();
  fireEvent.click(screen.getByRole("link", { name: "Layers" }));
  await vi.dynamicImportSettled();
  window.dispatchEvent(new Event("scrollend"));
  expect(target.scrollIntoView).toHaveBeenCalledWith({ block: "start", behavior: "instant" });
});
