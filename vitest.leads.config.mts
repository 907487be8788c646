import { defineConfig } from "vitest/config";
import unit from "./vitest.config.mjs";

// The lead pipeline against real servers on loopback (needs `next build`): `npm run test:leads`.
// Same module aliases as the unit tests.
export default defineConfig({
  resolve: unit.resolve,
  test: {
    environment: "node",
    include: ["tests/leads/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
