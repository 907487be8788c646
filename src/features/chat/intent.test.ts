import { describe, expect, it } from "vitest";
import { chatIntent } from "./intent";

describe("chatIntent", () => {
  it("greets a greeting, and only a bare one", () => {
    for (const text of ["hi", "Hello!", "hey there", "Good morning."]) expect(chatIntent(text)).toBe("hello");
    expect(chatIntent("hi, how much does WhatsApp cost?")).toBe("question");
  });

  it("hands a request for a demo or a person to sales", () => {
    for (const text of [
      "I want a demo",
      "Can I get a free trial?",
      "please call me",
      "talk to a human",
      "send me a quote",
    ])
      expect(chatIntent(text)).toBe("demo");
  });

  it("searches everything else", () => {
    for (const text of [
      "What is RCS?",
      "Does the AI agent hand over to a human?",
      "Can an AI agent hand a conversation to a person?",
      "demographics",
    ])
      expect(chatIntent(text)).toBe("question");
  });
});
