import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buttonClass } from "./button-class";

const SRC = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** A class list that draws a button: a pill, a touch-sized height and bold text. */
const BUTTON_LOOK =
  /["`](?=[^"`]*\brounded-pill\b)(?=[^"`]*\bmin-h-1[0-2]\b)(?=[^"`]*\bfont-semibold\b)[^"`]*["`]/g;

/** Pills that are not buttons: tabs and filter chips, whose look is their selected state. */
const TOGGLES = ["components/ui/tabs.client.tsx", "components/ui/chip-class.ts"];

describe("buttonClass", () => {
  it("is the only place that draws a button", () => {
    const copies = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file))
      .filter((file) => file !== "components/ui/button-class.ts" && !TOGGLES.includes(file))
      .flatMap((file) =>
        [...readFileSync(path.join(SRC, file), "utf8").matchAll(BUTTON_LOOK)].map((m) => `${file}: ${m[0]}`),
      );
    expect(copies).toEqual([]);
  });

  it("has one primary colour and lets the caller add layout", () => {
    expect(buttonClass()).toContain("bg-signal-400");
    expect(buttonClass("primary", undefined, "lg")).toContain("bg-signal-400");
    expect(buttonClass("outline", "mt-8")).toMatch(/\bmt-8\b/);
  });

  it("stays out of tailwind-merge, which would add about 8 KB to the forms' and tools' first load", () => {
    // Overriding one of its classes takes cn() around it, in a server component.
    expect(buttonClass("primary", "min-h-12")).toMatch(/\bmin-h-11\b.*\bmin-h-12\b/);
  });
});
