// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatPlugin } from "@/features/chat/plugin";
import type { ChatConfig } from "@/features/chat/chat-plan";
import type { Locale } from "@/i18n/routing";
import { ChatLauncher } from "./chat-launcher.client";
import type { ChatPanelTexts } from "./chat-panel.client";

const nav = vi.hoisted(() => ({ pathname: "/pricing" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));
const consent = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock("@/components/consent/consent-manager.client", () => ({ openConsentPreferences: consent.open }));
// The panel has its own tests; here it only has to appear.
vi.mock("next/dynamic", () => ({
  default: () =>
    function Panel({ agent }: { agent: string }) {
      return <div role="dialog" aria-label={`panel ${agent}`} />;
    },
}));

const texts = {
  open: "Chat with us",
  consentLabel: "AI chatbot",
  tooltip: "Our AI chatbot is ready to help, please accept all the cookies to begin",
};
const firstParty: ChatConfig = { scriptUrl: "", supportAppId: "", agentAppId: "" };
const thirdParty: ChatConfig = {
  scriptUrl: "https://chat.example.test/plugin.js",
  supportAppId: "support_app-01",
  agentAppId: "agent_app-0002",
};

const ui = (config = firstParty, locale: Locale = "en") => (
  <ChatLauncher config={config} locale={locale} texts={texts} panelTexts={{} as ChatPanelTexts} />
);

/** The page has loaded; the first check runs 1 s later. */
function afterFirstCheck() {
  act(() => vi.advanceTimersByTime(1000));
}
const accept = (all: boolean) => sessionStorage.setItem("allAccepted", String(all));

beforeEach(() => {
  vi.useFakeTimers();
  nav.pathname = "/pricing";
  consent.open.mockClear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("ChatLauncher", () => {
  it("shows nothing until 1 s after load", () => {
    render(ui());
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole("button")).toBeNull();
    afterFirstCheck();
    expect(screen.getByRole("button")).toBeVisible();
  });

  it("without all cookies: a button with the spec's tooltip that opens the consent preferences", () => {
    accept(false);
    render(ui());
    afterFirstCheck();
    const button = screen.getByRole("button", { name: "AI chatbot" });
    expect(button).toHaveAccessibleDescription(texts.tooltip);
    expect(screen.getByRole("tooltip")).toHaveTextContent(texts.tooltip);
    fireEvent.click(button);
    expect(consent.open).toHaveBeenCalledTimes(1);
    expect(chatPlugin()).toBeUndefined();
    // Escape hides the tooltip (WCAG 1.4.13); leaving brings it back.
    fireEvent.keyDown(button, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.blur(button);
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
  });

  it("with all cookies, in English: the site's own chat, which opens its panel and takes agent starts", () => {
    accept(true);
    render(ui());
    afterFirstCheck();
    const button = screen.getByRole("button", { name: "Chat with us" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(screen.getByRole("dialog", { name: "panel" })).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-expanded", "true");
    // SPEC §5's plugin interface, as the agent catalogue calls it.
    act(() => {
      chatPlugin()!.setUserId("ID", "Loan assistant", "https://x.test/", []);
      chatPlugin()!.maximizeChat();
    });
    expect(screen.getByRole("dialog", { name: "panel Loan assistant" })).toBeInTheDocument();
  });

  it("follows consent within 500 ms: revoking removes the chat and its panel, accepting brings it back", () => {
    accept(true);
    render(ui());
    afterFirstCheck();
    fireEvent.click(screen.getByRole("button", { name: "Chat with us" }));
    accept(false);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "AI chatbot" })).toBeVisible();
    expect(chatPlugin()).toBeUndefined();
    accept(true);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole("button", { name: "Chat with us" })).toBeVisible();
  });

  it("offers no support chat and no button outside English", () => {
    for (const all of [true, false]) {
      accept(all);
      const view = render(ui(firstParty, "it"));
      afterFirstCheck();
      expect(screen.queryByRole("button")).toBeNull();
      view.unmount();
    }
  });

  it("re-checks on a route change: the agent page of another language gets the agent chat", () => {
    accept(true);
    nav.pathname = "/it/pricing";
    const view = render(ui(firstParty, "it"));
    afterFirstCheck();
    expect(screen.queryByRole("button")).toBeNull();
    nav.pathname = "/it/ai-agent-use-cases";
    view.rerender(ui(firstParty, "it"));
    expect(screen.getByRole("button", { name: "Chat with us" })).toBeVisible();
  });

  it("loads a configured third-party chat with the support app id, and removes it all when consent goes", () => {
    accept(true);
    render(ui(thirdParty));
    afterFirstCheck();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.queryByRole("button")).toBeNull(); // the provider draws its own
    const script = document.querySelector<HTMLScriptElement>("script[data-chat]")!;
    expect(script.src).toBe(thirdParty.scriptUrl);
    expect(script.dataset.appId).toBe("support_app-01");
    expect(document.getElementById("chat-widget")).toHaveAttribute("data-app-id", "support_app-01");
    accept(false);
    act(() => vi.advanceTimersByTime(500));
    expect(document.querySelector("script[data-chat]")).toBeNull();
    expect(document.getElementById("chat-widget")).toBeNull();
  });

  it("loads the agent chat 200 ms after the check on the use cases, with the agent app id", () => {
    accept(true);
    nav.pathname = "/ai-agent-use-cases";
    render(ui(thirdParty));
    afterFirstCheck();
    act(() => vi.advanceTimersByTime(199));
    expect(document.querySelector("script[data-chat]")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector<HTMLScriptElement>("script[data-chat]")!.dataset.appId).toBe(
      "agent_app-0002",
    );
  });

  it("loads nothing with an invalid app id, and logs why", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    accept(true);
    render(ui({ ...thirdParty, supportAppId: "short" }));
    afterFirstCheck();
    expect(document.querySelector("script[data-chat]")).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/support chat app id "short" is not at least 10/),
    );
    warn.mockRestore();
  });
});
