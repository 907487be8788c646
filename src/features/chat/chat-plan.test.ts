import { describe, expect, it } from "vitest";
import { chatPlan, type ChatConfig } from "./chat-plan";

const thirdParty: ChatConfig = {
  scriptUrl: "https://chat.example.test/plugin.js",
  supportAppId: "support_app-01",
  agentAppId: "agent_app-0002",
};
const firstParty: ChatConfig = { scriptUrl: "", supportAppId: "", agentAppId: "" };
const base = { allAccepted: true, language: "en", pathname: "/pricing", config: thirdParty };

describe("chatPlan", () => {
  it("loads the support chat at once with all cookies accepted, in English, off the use cases", () => {
    expect(chatPlan(base)).toEqual({
      load: true,
      chat: "support",
      provider: "third-party",
      appId: "support_app-01",
      delayMs: 0,
    });
    expect(chatPlan({ ...base, language: "en-AE", pathname: "/en-AE/pricing" }).load).toBe(true);
  });

  it("loads nothing until all cookies are accepted, on any page", () => {
    expect(chatPlan({ ...base, allAccepted: false })).toEqual({ load: false, reason: "consent" });
    expect(chatPlan({ ...base, allAccepted: false, pathname: "/ai-agent-use-cases" }).load).toBe(false);
  });

  it("loads no support chat when the language preference is not English, consent or not", () => {
    for (const allAccepted of [true, false])
      expect(chatPlan({ ...base, allAccepted, language: "it", pathname: "/it/pricing" })).toEqual({
        load: false,
        reason: "language",
      });
  });

  it("uses the agent app id on the use cases, 200 ms later, in every language", () => {
    for (const [language, pathname] of [
      ["en", "/ai-agent-use-cases"],
      ["it", "/it/ai-agent-use-cases"],
    ] as const)
      expect(chatPlan({ ...base, language, pathname })).toEqual({
        load: true,
        chat: "agent",
        provider: "third-party",
        appId: "agent_app-0002",
        delayMs: 200,
      });
  });

  it("loads nothing with an invalid app id, and says why", () => {
    for (const supportAppId of ["", "short_id1", "has space 123", "semi;colon12"]) {
      const plan = chatPlan({ ...base, config: { ...thirdParty, supportAppId } });
      expect(plan).toMatchObject({ load: false, reason: "invalid-app-id" });
      expect(plan.load === false && plan.detail).toContain("support chat app id");
    }
  });

  it("falls back to the first-party panel when no chat script is configured", () => {
    expect(chatPlan({ ...base, config: firstParty })).toEqual({
      load: true,
      chat: "support",
      provider: "first-party",
      appId: "",
      delayMs: 0,
    });
  });
});
