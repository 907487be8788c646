// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inEnglish } from "@/test/test-locale";
import messages from "../../../messages/en/chat.json";
import type { FaqEntry } from "@/features/chat/faq-search";
import type ChatPanelComponent from "./chat-panel.client";

const texts = { ...messages.panel, email: "sales@orbitalk.test" };
const entries: FaqEntry[] = [
  {
    question: "What is a pulse, and why 6 seconds?",
    answer: "A pulse is the unit a call is billed in.",
    href: "/voice-api",
    page: "Voice API",
  },
];
const fetchMock = vi.fn<typeof fetch>();
let ChatPanel: typeof ChatPanelComponent;
let FAQ_INDEX_URL: string;

beforeEach(async () => {
  // A fresh module each time: the panel keeps the loaded index for the page's lifetime.
  vi.resetModules();
  ({ default: ChatPanel, FAQ_INDEX_URL } = await import("./chat-panel.client"));
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(Response.json(entries));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const open = (agent = "") =>
  render(<ChatPanel texts={texts} agent={agent} onClose={() => {}} returnFocusTo={null} />, inEnglish);
const log = () => screen.getByRole("log", { name: "Conversation" });
async function ask(question: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Your question" }), { target: { value: question } });
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() => expect(screen.queryByText(texts.thinking)).toBeNull());
}

describe("ChatPanel (the first-party support chat)", () => {
  it("is a named dialog that greets, suggests questions and puts the focus in the question field", () => {
    open();
    const dialog = screen.getByRole("dialog", { name: "Orbitalk assistant" });
    expect(dialog).toHaveAccessibleDescription(texts.subtitle);
    expect(within(log()).getByText(texts.greeting)).toBeInTheDocument();
    const suggestions = screen.getByRole("list", { name: "Suggested questions" });
    expect(within(suggestions).getAllByRole("button")).toHaveLength(3);
    expect(screen.getByRole("textbox", { name: "Your question" })).toHaveFocus();
  });

  it("answers from the FAQ index, links the page it comes from, and fetches the index once", async () => {
    open();
    await ask("why is a pulse 6 seconds");
    expect(within(log()).getByText("why is a pulse 6 seconds")).toBeInTheDocument();
    expect(within(log()).getByText("A pulse is the unit a call is billed in.")).toBeInTheDocument();
    expect(within(log()).getByRole("link", { name: "More on the Voice API page" })).toHaveAttribute(
      "href",
      "/voice-api",
    );
    // The suggestions give way to the conversation.
    expect(screen.queryByRole("list", { name: "Suggested questions" })).toBeNull();
    await ask("what is a pulse");
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(FAQ_INDEX_URL);
  });

  it("says honestly when it has no answer, and offers the demo form and the mailbox", async () => {
    open();
    await ask("What's the weather in Paris?");
    expect(
      within(log()).getByText(/I don’t have an answer to that.*sales@orbitalk\.test/),
    ).toBeInTheDocument();
    expect(within(log()).getByRole("button", { name: "Book a demo" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
  });

  it("hands a request for a demo to the form and returns a greeting, without searching", async () => {
    open();
    await ask("hello");
    expect(within(log()).getByText(texts.helloReply)).toBeInTheDocument();
    await ask("I'd like a demo");
    expect(within(log()).getByText(texts.demoReply)).toBeInTheDocument();
    expect(within(log()).getByRole("button", { name: "Book a demo" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks a suggested question with one click", async () => {
    open();
    fireEvent.click(screen.getByRole("button", { name: texts.suggestions[0] }));
    await waitFor(() => expect(screen.queryByText(texts.thinking)).toBeNull());
    expect(within(log()).getByText(texts.suggestions[0]!)).toBeInTheDocument();
  });

  it("says when the answers cannot be loaded, and tries again on the next question", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    open();
    await ask("what is a pulse");
    expect(within(log()).getByText(texts.unavailable)).toBeInTheDocument();
    await ask("what is a pulse");
    expect(within(log()).getByText("A pulse is the unit a call is billed in.")).toBeInTheDocument();
  });

  it("sends nothing empty, and names the agent it was opened for", async () => {
    open("Loan assistant");
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription("Demo of Loan assistant");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(log().children).toHaveLength(1);
  });

  it("plays the started agent's demo conversation a line at a time, then offers the demo form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const demo = [
        { from: "agent", text: "Hi, I'm Quillon Bank's loan assistant." },
        { from: "customer", text: "When is my next repayment?" },
        { from: "agent", text: "On 5 December: 212.40 EUR." },
      ];
      fetchMock.mockImplementation(async (url) =>
        String(url) === "/api/chat/agent-demos"
          ? Response.json([{ name: "Loan repayment assistant for Quillon Bank", demo }])
          : Response.json(entries),
      );
      open("Loan repayment assistant"); // the plugin's name: cut to 24 characters
      expect(fetchMock).toHaveBeenCalledWith("/api/chat/agent-demos");
      await waitFor(() =>
        expect(
          within(log()).getByText(/Here is a typical conversation with Loan repayment assistant/),
        ).toBeVisible(),
      );
      expect(within(log()).queryByText(demo[0]!.text)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1400));
      expect(within(log()).getByText(demo[0]!.text)).toBeVisible();
      expect(within(log()).queryByText(demo[1]!.text)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1400));
      // The customer's line is told apart from the visitor's.
      expect(within(log()).getByText(demo[1]!.text).parentElement).toHaveTextContent(/^The customer said:/);
      await act(() => vi.advanceTimersByTimeAsync(2 * 1400));
      expect(within(log()).getByText(demo[2]!.text)).toBeVisible();
      expect(within(log()).getByRole("button", { name: "Book a demo" })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it("plays nothing for an agent without a demo", async () => {
    fetchMock.mockImplementation(async () => Response.json([]));
    open("Someone else");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(log().children).toHaveLength(1);
  });
});
