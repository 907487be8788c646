/**
 * Runs `task` in its own task once the browser is idle, or after `timeout` ms at the latest, so
 * work a page can wait for stays out of the hydration commit. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
