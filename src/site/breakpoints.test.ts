import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AGENT_SELECTOR_SCROLL_WIDTH, MOBILE_MAX_WIDTH, WIDE_MIN_WIDTH } from "./breakpoints";

const css = readFileSync("src/app/globals.css", "utf8");
const rem = (token: string) =>
  Number(new RegExp(`--breakpoint-${token}:\\s*([\\d.]+)rem`).exec(css)?.[1]) * 16;

describe("SPEC §9 breakpoints", () => {
  it("the CSS tokens and the named constants agree", () => {
    expect(rem("md")).toBe(MOBILE_MAX_WIDTH + 1);
    expect(rem("lg")).toBe(WIDE_MIN_WIDTH);
    expect(AGENT_SELECTOR_SCROLL_WIDTH).toBe(WIDE_MIN_WIDTH - 1);
    expect([MOBILE_MAX_WIDTH, WIDE_MIN_WIDTH, AGENT_SELECTOR_SCROLL_WIDTH]).toEqual([767, 992, 991]);
  });
});
