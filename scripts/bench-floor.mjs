// The floor of `npm run bench`: an empty page of the framework, built from the same installed
// Next.js and React, so the site's figures can be read as "framework + what we add".
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const DIR = ".bench/floor";

const files = {
  "package.json": '{ "name": "framework-floor", "private": true }\n',
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "app/layout.js": `export const metadata = { title: "Empty page", description: "An empty page of the framework." };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.js": "export default function Page() {\n  return <h1>Empty page</h1>;\n}\n",
};

/** Writes the floor app (rebuilt from scratch when Next.js changes) and returns its directory. */
export function writeFloorApp() {
  const version = JSON.parse(readFileSync("node_modules/next/package.json", "utf8")).version;
  const stamp = join(DIR, ".next-version");
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== version)
    rmSync(DIR, { recursive: true, force: true });
  mkdirSync(join(DIR, "app"), { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(DIR, name), content);
  if (!existsSync(join(DIR, "node_modules"))) symlinkSync("../../node_modules", join(DIR, "node_modules"));
  writeFileSync(stamp, version);
  return DIR;
}
