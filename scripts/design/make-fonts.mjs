// Design tool (run by hand, output committed): the site's Inter files, public/fonts/inter-<script>.woff2,
// cut from @fontsource-variable/inter's variable files (OFL, see public/fonts/LICENSE-Inter.txt) down
// to the weights the site sets, 400 to 700 (Tailwind's normal, medium, semibold, bold). Each keeps its
// script's characters (the unicode-range of its @font-face in src/app/globals.css) and Inter's layout
// features. The Latin file that every page preloads goes from 48 KB to about 28 KB.
// Usage: node scripts/design/make-fonts.mjs   (a few seconds)
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const source = path.dirname(
  createRequire(import.meta.url).resolve("@fontsource-variable/inter/package.json"),
);
const WEIGHTS = { min: 400, max: 700 };

/** Every code point in a CSS unicode-range list ("U+0000-00FF, U+0131, ..."). */
function codePoints(range) {
  return range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const start = parseInt(from, 16);
    return Array.from({ length: parseInt(to, 16) - start + 1 }, (_, i) => start + i);
  });
}

const css = readFileSync(new URL("../../src/app/globals.css", import.meta.url), "utf8");
const faces = [...css.matchAll(/url\("\/fonts\/inter-([a-z-]+)\.woff2"\)[^;]*;\s*unicode-range:([^;]+);/g)];
if (faces.length === 0) throw new Error("no Inter @font-face with a unicode-range in globals.css");
for (const [, script, range] of faces) {
  const input = readFileSync(path.join(source, "files", `inter-${script}-wght-normal.woff2`));
  const text = String.fromCodePoint(...codePoints(range.replace(/\s+/g, " ")));
  const output = await subsetFont(input, text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
  writeFileSync(new URL(`../../public/fonts/inter-${script}.woff2`, import.meta.url), output);
  console.log(`inter-${script}.woff2: ${input.length} -> ${output.length} bytes`);
}
