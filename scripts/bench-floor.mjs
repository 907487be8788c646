// The floor of `npm run bench`: an empty page of the framework with one client component, built
// from the same installed Next.js and React, so the site's figures can be read as "framework + what
// we add". Its client component sets the hydration mark the site's HydrationMark sets, from which
// the bench times both as interactive.
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";

const DIR = ".bench/floor"; // two levels down: node_modules links to ../../node_modules

const files = {
  "package.json": '{ "name": "framework-floor", "private": true }\n',
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "app/layout.js": `import { Hydrated } from "./hydrated";
export const metadata = { title: "Empty page", description: "An empty page of the framework." };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}<Hydrated /></body></html>);
}
`,
  "app/hydrated.js": `"use client";
import { useEffect } from "react";
export function Hydrated() {
  useEffect(() => {
    performance.mark("hydrated");
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
`,
  "app/page.js": "export default function Page() {\n  return <h1>Empty page</h1>;\n}\n",
  // The floor sits inside this project, so Turbopack's workspace root is the project's, and without a
  // hook of its own the floor's build picks up the site's src/instrumentation.ts (which then fails
  // at start: no migrations next to the floor). An empty hook keeps the floor a bare framework app.
  "instrumentation.js": "export function register() {}\n",
};

/** Writes the floor app (rebuilt from scratch when Next.js or the floor's files change); returns its directory. */
export function writeFloorApp(dir = DIR) {
  const next = JSON.parse(readFileSync("node_modules/next/package.json", "utf8")).version;
  const version = `${next} ${createHash("sha256").update(JSON.stringify(files)).digest("hex").slice(0, 12)}`;
  const stamp = join(dir, ".next-version");
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== version)
    rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  if (!existsSync(join(dir, "node_modules"))) symlinkSync("../../node_modules", join(dir, "node_modules"));
  writeFileSync(stamp, version);
  return dir;
}
