// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatPlugin, provideChatPlugin, startChat, type ChatPlugin } from "./plugin";

afterEach(() => {
  delete (window as Window & { chatPlugin?: ChatPlugin }).chatPlugin;
});

describe("the chat plugin interface (SPEC §5)", () => {
  it("starts an agent with setUserId(id, agent, url, utmParts) and then maximizeChat()", () => {
    const calls: string[] = [];
    const plugin: ChatPlugin = {
      setUserId: vi.fn(() => void calls.push("setUserId")),
      maximizeChat: vi.fn(() => void calls.push("maximizeChat")),
    };
    const remove = provideChatPlugin(plugin);
    const utm = [{ key: "utm*source", value: "google" }];
    expect(startChat("Mortgage pre-qualification assistant", utm)).toBe(true);
    expect(calls).toEqual(["setUserId", "maximizeChat"]);
    const [id, agent, url, parts] = vi.mocked(plugin.setUserId).mock.calls[0]!;
    expect(id).toMatch(/^\d{8}[0-9A-F]{6}$/);
    expect(agent).toBe("Mortgage pre-qualificati"); // 24 characters
    expect(url).toBe(window.location.href);
    expect(parts).toBe(utm);
    remove();
    expect(chatPlugin()).toBeUndefined();
  });

  it("starts nothing, and says so, when no chat is loaded", () => {
    expect(startChat("Any agent", [])).toBe(false);
  });

  it("leaves a plugin that replaced the site's own alone when removing its own", () => {
    const remove = provideChatPlugin({ setUserId() {}, maximizeChat() {} });
    const other: ChatPlugin = { setUserId() {}, maximizeChat() {} };
    (window as Window & { chatPlugin?: ChatPlugin }).chatPlugin = other;
    remove();
    expect(chatPlugin()).toBe(other);
  });
});
