import { describe, expect, it } from "vitest";
import { applyStep, buildTimeline, emptyChat, type ChatMessage } from "./timeline";

const messages: ChatMessage[] = [
  { type: "incoming", text: "a", timestamp: "10:00", buttons: ["Yes", "No"] },
  { type: "outgoing", text: "b", timestamp: "10:01" },
  {
    type: "incoming",
    text: "c",
    timestamp: "10:02",
    cards: [
      { title: "1", text: "" },
      { title: "2", text: "" },
      { title: "3", text: "" },
    ],
  },
];

describe("chat timeline (SPEC §9 chat-animation constants)", () => {
  it("reveals one message every 2000 ms after a 200 ms start, then resets 3000 ms after the last", () => {
    const steps = buildTimeline(messages);
    expect(steps.filter((s) => s.kind === "reveal").map((s) => s.at)).toEqual([200, 2200, 4200]);
    expect(steps.at(-1)).toEqual({ at: 7200, kind: "reset" });
  });

  it("highlights a message's first button 1000 ms after it appears", () => {
    expect(buildTimeline(messages).find((s) => s.kind === "highlight")).toEqual({
      at: 1200,
      kind: "highlight",
      message: 0,
    });
  });

  it("scrolls cards 500 ms after the message, then every 600 ms", () => {
    const cards = buildTimeline(messages).filter((s) => s.kind === "card");
    expect(cards.map((s) => s.at)).toEqual([4700, 5300]);
  });

  it("applies steps in order and starts over on reset", () => {
    let state = emptyChat;
    for (const step of buildTimeline(messages).slice(0, -1)) state = applyStep(state, step);
    expect(state).toEqual({ revealed: 3, highlighted: [0], cards: { 2: 2 }, cycle: 0 });
    expect(applyStep(state, { at: 0, kind: "reset" })).toEqual({ ...emptyChat, cycle: 1 });
  });
});
