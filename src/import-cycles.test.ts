import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No module of `src/` reaches itself through its imports. ESLint's `import/no-cycle` (in
 * `npm run lint`) catches cycles of values; this also counts type-only and lazy `import()` edges,
 * which that rule skips, so two modules can never lean on each other's types either.
 */

const SRC = path.resolve(__dirname);
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null; // a package
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

/** Every import of each file: static, type-only and `import()`. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.map((i) => resolve(file, i.fileName)).filter((f) => f !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** One cycle of the graph as a list of files (first = last), or null. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === "done") return null;
    if (state.get(file) === "open") return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, "done");
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe("import cycles", () => {
  it("finds a cycle through a type-only import and a lazy import", () => {
    const graph = new Map([
      ["provider", ["variant"]], // import type
      ["dialog", ["provider", "variant"]],
      ["variant", ["form"]],
      ["form", []],
    ]);
    expect(findCycle(graph)).toBeNull();
    graph.get("provider")!.push("dialog"); // import("./dialog")
    expect(findCycle(graph)).toEqual(["provider", "dialog", "provider"]);
  });

  it("src has none", () => {
    const cycle = findCycle(importGraph(sourceFiles(SRC)));
    expect(cycle?.map((file) => path.relative(SRC, file)) ?? null).toBeNull();
  });
});
