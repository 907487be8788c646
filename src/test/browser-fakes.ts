/**
 * jsdom has no IntersectionObserver, matchMedia or idle callbacks. These fakes let tests decide what
 * is on screen, which media queries match and when the browser is idle.
 */
type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

export const observers = new Set<{ callback: Callback; targets: Element[] }>();
export const media = { reducedMotion: false };
/** Callbacks waiting for the browser to be idle, by id, in the order they were asked for. */
export const idleCallbacks = new Map<number, () => void>();

/** One idle period: runs the callback that has waited longest. */
export function idlePeriod() {
  const [id, callback] = idleCallbacks.entries().next().value ?? [];
  if (id === undefined) return;
  idleCallbacks.delete(id);
  callback?.();
}

/** Reports every observed element as entering (true) or leaving (false) the viewport. */
export function setAllInView(isIntersecting: boolean) {
  for (const o of observers) o.callback(o.targets.map((target) => ({ target, isIntersecting })));
}

/** Live ResizeObserver callbacks; `resizeAll()` plays a layout change. */
export const resizeObservers = new Set<() => void>();
export function resizeAll() {
  for (const callback of resizeObservers) callback();
}

export function installBrowserFakes() {
  if (typeof window === "undefined") return; // node-environment tests
  observers.clear();
  media.reducedMotion = false;
  idleCallbacks.clear();
  let lastIdleId = 0;
  Object.assign(window, {
    requestIdleCallback: (callback: () => void) => (idleCallbacks.set(++lastIdleId, callback), lastIdleId),
    cancelIdleCallback: (id: number) => idleCallbacks.delete(id),
  });
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
  resizeObservers.clear();
  class FakeResizeObserver {
    private callback: () => void;
    constructor(callback: () => void) {
      this.callback = () => callback();
    }
    /** Like the real one, it reports once when it starts observing. */
    observe() {
      resizeObservers.add(this.callback);
      this.callback();
    }
    unobserve() {}
    disconnect() {
      resizeObservers.delete(this.callback);
    }
  }
  Object.assign(window, { ResizeObserver: FakeResizeObserver });
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("prefers-reduced-motion") && media.reducedMotion,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  Element.prototype.scrollTo = function scrollTo() {};
}
