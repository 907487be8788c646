/**
 * jsdom has no IntersectionObserver or matchMedia. These fakes let tests decide what is on screen
 * and which media queries match.
 */
type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

export const observers = new Set<{ callback: Callback; targets: Element[] }>();
export const media = { reducedMotion: false };

/** Reports every observed element as entering (true) or leaving (false) the viewport. */
export function setAllInView(isIntersecting: boolean) {
  for (const o of observers) o.callback(o.targets.map((target) => ({ target, isIntersecting })));
}

export function installBrowserFakes() {
  if (typeof window === "undefined") return; // node-environment tests
  observers.clear();
  media.reducedMotion = false;
  class FakeIntersectionObserver {
    private entry: { callback: Callback; targets: Element[] };
    constructor(callback: Callback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
      this.entry.callback([{ target, isIntersecting: true }]);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("prefers-reduced-motion") && media.reducedMotion,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  Element.prototype.scrollTo = function scrollTo() {};
}
