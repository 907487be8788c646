import { describe, expect, it } from "vitest";
import { chatConfig, chatOrigins } from "./chat-settings";
import { parseSiteEnv } from "./settings";

describe("chat settings", () => {
  it("default to the site's own chat: no script, no app ids, no origin for the CSP", () => {
    expect(chatConfig(parseSiteEnv({}))).toEqual({ scriptUrl: "", supportAppId: "", agentAppId: "" });
    expect(chatOrigins({})).toEqual([]);
  });

  it("open the CSP to a configured chat script's origin, and only then", () => {
    const env = { CHAT_SCRIPT_URL: "https://chat.example.test/v2/plugin.js", CHAT_APP_ID: "support_app-01" };
    expect(chatOrigins(env)).toEqual(["https://chat.example.test"]);
    expect(chatConfig(parseSiteEnv(env))).toMatchObject({
      scriptUrl: env.CHAT_SCRIPT_URL,
      supportAppId: "support_app-01",
    });
  });

  it("refuse a script off https (but loopback) and app ids shorter than 10 characters", () => {
    expect(() => parseSiteEnv({ CHAT_SCRIPT_URL: "http://chat.example.test/p.js" })).toThrow(
      /CHAT_SCRIPT_URL/,
    );
    expect(chatOrigins({ CHAT_SCRIPT_URL: "http://127.0.0.1:4010/p.js" })).toEqual(["http://127.0.0.1:4010"]);
    expect(() => parseSiteEnv({ CHAT_AGENT_APP_ID: "short" })).toThrow(/CHAT_AGENT_APP_ID/);
  });
});
