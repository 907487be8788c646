// `npm run build`: the Next.js production build, then its prerendered pages set to paint first
// (scripts/paint-first.mjs). `npm start`, `npm test` and the bench all build through here.
import { spawnSync } from "node:child_process";
import { paintFirstBuild } from "./paint-first.mjs";

const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`Paint first: ${paintFirstBuild()} prerendered pages load their scripts after the first paint.`);
