import { afterEach, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it("asks the browser for idle time, at the latest after the timeout, and can cancel", () => {
  const requestIdleCallback = vi.fn(
    (_: () => void, options: IdleRequestOptions) => 7 + (options.timeout ?? 0),
  );
  const cancelIdleCallback = vi.fn();
  vi.stubGlobal("requestIdleCallback", requestIdleCallback);
  vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
  const task = vi.fn();

  const cancel = whenIdle(task, 500);
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
  requestIdleCallback.mock.calls[0]![0]();
  expect(task).toHaveBeenCalledOnce();
  cancel();
  expect(cancelIdleCallback).toHaveBeenCalledWith(507);
});

it("falls back to a separate task where idle callbacks are missing (Safari)", () => {
  vi.stubGlobal("requestIdleCallback", undefined);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); // not the idle callbacks it lacks
  const task = vi.fn();
  whenIdle(task);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledOnce();

  const cancelled = vi.fn();
  whenIdle(cancelled)();
  vi.runAllTimers();
  expect(cancelled).not.toHaveBeenCalled();
});
