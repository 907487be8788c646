"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { whenIdle } from "@/lib/when-idle";

/** Next's router links prefetch within this margin of the viewport; the site keeps it. */
const PREFETCH_MARGIN = "200px";
const ROUTE_LINKS = "a[data-route]";

const routeLinkAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(ROUTE_LINKS) : null;

/** The target of a left click the router should take: same tab, same origin, not a download. */
function routedAnchor(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = routeLinkAt(event.target);
  if (!anchor || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  return anchor.origin === location.origin ? anchor : null;
}

/**
 * One router for every `Link` of the page (SPEC: internal links navigate client-side and prefetch
 * within 200 px of the viewport). Clicks are delegated from the document, and a single
 * IntersectionObserver watches the route links, including those added later (menus, drawer, new
 * pages). Links to the page being shown are not prefetched.
 */
export function LinkRouter() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = routedAnchor(event);
      if (!anchor) return;
      const samePage = anchor.pathname === location.pathname && anchor.search === location.search;
      if (samePage && anchor.hash) return; // the browser scrolls to the fragment
      event.preventDefault();
      router.push(anchor.pathname + anchor.search + anchor.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);

  useEffect(() => {
    // In-page links: loaded on the click, well before the smooth scroll ends.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const anchor = event.target.closest<HTMLAnchorElement>("a[href*='#']");
      if (!anchor) return;
      void import("@/lib/realign-fragment").then(({ fragmentTarget, realignAfterScroll }) => {
        const target = fragmentTarget(anchor);
        if (target) realignAfterScroll(target);
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    // Pointer events fire on every move over a link's children: each address is asked for once.
    const asked = new Set<string>();
    const prefetch = (anchor: HTMLAnchorElement) => {
      const href = anchor.pathname + anchor.search;
      if (anchor.origin !== location.origin || anchor.pathname === pathname || asked.has(href)) return;
      asked.add(href);
      router.prefetch(href);
    };
    // Links seen near the viewport wait for idle time, one per idle period, so their prefetches
    // never lengthen the work of loading the page.
    const queue: HTMLAnchorElement[] = [];
    let cancelIdle: (() => void) | undefined;
    const drain = () => {
      const anchor = queue.shift();
      if (anchor) prefetch(anchor);
      cancelIdle = queue.length > 0 ? whenIdle(drain) : undefined;
    };
    const visible = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          visible.unobserve(entry.target);
          queue.push(entry.target as HTMLAnchorElement);
        }
        cancelIdle ??= queue.length > 0 ? whenIdle(drain) : undefined;
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    const watch = (root: ParentNode) =>
      root.querySelectorAll<HTMLAnchorElement>(ROUTE_LINKS).forEach((a) => visible.observe(a));
    watch(document);
    const added = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(ROUTE_LINKS)) visible.observe(node);
          watch(node);
        }
    });
    added.observe(document.body, { childList: true, subtree: true });
    // Pointing at a link prefetches it at once, as Next's links do.
    const onIntent = (event: Event) => {
      const anchor = routeLinkAt(event.target);
      if (anchor) prefetch(anchor);
    };
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("touchstart", onIntent, { passive: true });
    return () => {
      cancelIdle?.();
      visible.disconnect();
      added.disconnect();
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
    };
  }, [router, pathname]);

  return null;
}
