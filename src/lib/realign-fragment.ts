/**
 * A fragment link scrolls natively and smoothly to its target, stopping `scroll-padding-top` below
 * the top (SPEC §2: 100 px). The browser computes where to stop when the scroll starts; sections on
 * the way that render only near the viewport (`content-visibility: auto`) then take their real
 * height and can leave the target off its mark. So once that scroll ends, the target is put back
 * on its mark, unless the visitor has taken over the scrolling meanwhile.
 */
const GIVE_UP_MS = 3000;
const TAKE_OVER = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

export function realignAfterScroll(target: Element) {
  const controller = new AbortController();
  const { signal } = controller;
  const stop = () => controller.abort();
  const realign = () => {
    stop();
    const mark = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (Math.abs(target.getBoundingClientRect().top - mark) > 1)
      target.scrollIntoView({ block: "start", behavior: "instant" });
  };
  window.addEventListener("scrollend", realign, { signal });
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { signal, capture: true });
  // A target already on its mark scrolls nowhere, and no scroll ends.
  const timer = setTimeout(stop, GIVE_UP_MS);
  signal.addEventListener("abort", () => clearTimeout(timer));
}

/** The element a same-page fragment link points at, or null. */
export function fragmentTarget(anchor: HTMLAnchorElement): Element | null {
  if (!anchor.hash || anchor.pathname !== location.pathname || anchor.search !== location.search) return null;
  return document.getElementById(decodeURIComponent(anchor.hash.slice(1)));
}
