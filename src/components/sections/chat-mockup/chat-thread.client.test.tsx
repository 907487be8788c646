// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { media, setAllInView } from "@/test/browser-fakes";
import { CHAT_START_AFTER_LOAD_MS, type ChatMessage } from "@/features/chat/timeline";
import { ChatThread } from "./chat-thread.client";

const messages: ChatMessage[] = [
  {
    type: "incoming",
    text: "Your sofa is ready",
    timestamp: "10:02",
    buttons: ["Pick a slot", "Change address"],
  },
  { type: "outgoing", text: "Pick a slot", timestamp: "10:03" },
  { type: "incoming", text: "Booked", timestamp: "10:04" },
];

const shown = () => screen.queryAllByRole("listitem").length;

/** Renders the thread and lets the page settle (load + idle), when the loop starts. */
function renderThread() {
  const view = render(<ChatThread messages={messages} />);
  act(() => vi.advanceTimersByTime(CHAT_START_AFTER_LOAD_MS));
  return view;
}

describe("ChatThread", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the page to settle before the loop starts", () => {
    render(<ChatThread messages={messages} />);
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(CHAT_START_AFTER_LOAD_MS - 1));
    expect(screen.getByTestId("chat-thread")).toHaveAttribute("data-paused");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("chat-thread")).not.toHaveAttribute("data-paused");
  });

  it("shows the first message without waiting, then one more every 2000 ms, and loops", () => {
    renderThread();
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(1999));
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe(3);
    act(() => vi.advanceTimersByTime(3000)); // reset 3000 ms after the last message
    expect(shown()).toBe(0);
    act(() => vi.advanceTimersByTime(200)); // initial delay
    expect(shown()).toBe(1);
  });

  it("does not fade in the message that is already in the page, only those that appear later", () => {
    renderThread();
    const items = () => screen.getAllByRole("listitem");
    expect(items()[0]).not.toHaveClass("animate-bubble-in");
    act(() => vi.advanceTimersByTime(2000));
    expect(items()[1]).toHaveClass("animate-bubble-in");
    act(() => vi.advanceTimersByTime(2000 + 3000 + 200)); // second loop
    expect(items()[0]).toHaveClass("animate-bubble-in");
  });

  it("highlights the first button 1000 ms after its message appears", () => {
    renderThread();
    const button = () => screen.getAllByText("Pick a slot")[0]!;
    act(() => vi.advanceTimersByTime(999)); // the first message is already there at mount
    expect(button()).not.toHaveClass("ring-2");
    act(() => vi.advanceTimersByTime(1));
    expect(button()).toHaveClass("ring-2");
  });

  it("pauses while off screen and resumes where it stopped", () => {
    renderThread();
    act(() => setAllInView(false));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe(1);
    act(() => setAllInView(true));
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(1); // the highlight step comes first
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(2);
  });

  it("shows the whole conversation at once with reduced motion, and never animates", () => {
    media.reducedMotion = true;
    render(<ChatThread messages={messages} />);
    expect(shown()).toBe(3);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe(3);
  });
});
