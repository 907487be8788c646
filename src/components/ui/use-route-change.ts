import { usePathname } from "next/navigation";
import { useCallback, useState } from "react";

/** Calls `onChange` during render when the route changes (React's "adjust state on prop change"). */
export function useOnRouteChange(onChange: () => void): void {
  const pathname = usePathname();
  const [seen, setSeen] = useState(pathname);
  if (pathname !== seen) {
    setSeen(pathname);
    onChange();
  }
}

/**
 * State that starts at `initial` and returns to it whenever the route (`usePathname()`) changes
 * (SPEC §4: tabs, carousels and agent selectors start at index 0 and reset on route change). The
 * reset happens while rendering, so the old value never shows on the new route.
 */
export function useResetOnRouteChange<T>(initial: T): [T, (next: T | ((current: T) => T)) => void] {
  const pathname = usePathname();
  const [state, setState] = useState({ pathname, value: initial });
  if (state.pathname !== pathname) setState({ pathname, value: initial });
  const value = state.pathname === pathname ? state.value : initial;
  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      setState((s) => ({
        pathname: s.pathname,
        value: typeof next === "function" ? (next as (current: T) => T)(s.value) : next,
      })),
    [],
  );
  return [value, set];
}

/** A selected index that starts at 0 and returns to 0 on a route change. */
export function useIndexResetOnRouteChange(): [
  number,
  (next: number | ((current: number) => number)) => void,
] {
  return useResetOnRouteChange(0);
}
