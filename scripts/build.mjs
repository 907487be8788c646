// `npm run build`: the Next.js production build, then the fingerprint `npm start` compares to decide
// whether the build is current (scripts/source-stamp.mjs).
import { spawnSync } from "node:child_process";
import { markBuilt } from "./source-stamp.mjs";

const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
if (build.status !== 0) process.exit(build.status ?? 1);
markBuilt();
