import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const include = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mts}"];
/**
 * Test files that replace a module (`vi.mock`) get a fresh module graph each; the others share one
 * per worker, which saves re-importing React, the messages and the site per file (two thirds of
 * the unit run on a slow machine). A shared graph would hand a mocked module to the wrong file.
 */
const mocking = ["src", "scripts"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.m?tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, "utf8")));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "server-only": fileURLToPath(new URL("./src/test/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    // Node by default; a test of the DOM says so in its first line (`// @vitest-environment jsdom`):
    // a jsdom per file costs a second on a slow machine.
    environment: "node",
    pool: "threads",
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    // next-intl's ESM imports `next/navigation` without an extension; let Vite resolve it.
    server: { deps: { inline: ["next-intl"] } },
    projects: [
      { extends: true, test: { name: "isolated", include: mocking, sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: { name: "shared", include, exclude: mocking, isolate: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
