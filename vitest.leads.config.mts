import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Real servers on loopback (need a build): the lead pipeline (`npm run test:leads`, tests/leads) and
// the production server installed with production dependencies only (tests/production).
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "server-only": fileURLToPath(new URL("./src/test/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
