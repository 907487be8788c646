// `npm start`: builds when the sources changed since the last build, then serves the production
// site on http://localhost:$PORT (default 3000) with the embedded defaults.
import { spawn, spawnSync } from "node:child_process";
import { isBuildCurrent } from "./source-stamp.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
if (!isBuildCurrent()) {
  console.log("Building the production site (sources changed since the last build)…");
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  stdio: "inherit",
  env: { ...env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
