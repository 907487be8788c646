// Design tool (run by hand from the repo root, output committed): draws the fictional partners'
// logos as SVG files in public/logos/partners — a geometric mark plus the wordmark set in Inter and
// converted to paths (one decimal, so each file stays under 3 KB). Prints each logo's width for
// src/data/partners.ts. Same recipe as scripts/design/make-logos.mjs.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";

const root = process.cwd();
const require = createRequire(resolve(root, "package.json"));
const fontkit = require("next/dist/compiled/@next/font/dist/fontkit").default;
const inter = fontkit(readFileSync(resolve(root, "public/fonts/inter-latin.woff2")));

const INK = "#4f4b6b";
const H = 40;
const SIZE = 19;
const line = (w = 2.6) =>
  `fill="none" stroke="${INK}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

const marks = {
  tarangit: `<path d="M4 13c4-4 8 4 12 0s8 4 12 0M4 20c4-4 8 4 12 0s8 4 12 0M4 27c4-4 8 4 12 0s8 4 12 0" ${line()}/>`,
  lekhora: `<path d="M11 10l-7 10 7 10M21 10l7 10-7 10" ${line(3)}/><circle cx="16" cy="20" r="3"/>`,
  ramlora: `<path d="M4 32c4-7 8-9 12-9s8 2 12 9z"/><circle cx="16" cy="17" r="2.2"/><path d="M11.5 12.5a6.5 6.5 0 0 1 9 0M8 9a11.5 11.5 0 0 1 16 0" ${line(2.4)}/>`,
  jabutica: `<circle cx="11" cy="14" r="6"/><circle cx="22" cy="18" r="6"/><circle cx="13" cy="27" r="6"/><circle cx="9" cy="12" r="1.6" fill="#fff"/><circle cx="20" cy="16" r="1.6" fill="#fff"/><circle cx="11" cy="25" r="1.6" fill="#fff"/>`,
  araucom: `<path d="M16 7v27M5 15q11-7 22 0M7 22q9-6 18 0M9 29q7-5 14 0" ${line()}/>`,
  bussolia: `<circle cx="16" cy="20" r="12"/><path d="M16 10l3.5 10-3.5 10-3.5-10z" fill="#fff"/><circle cx="16" cy="20" r="1.6"/>`,
  veletia: `<rect x="4" y="8" width="24" height="24" rx="6"/><path d="M10.5 25.5l11-11M13 14.5h8.5V23" ${line(2.6).replace(INK, "#fff")}/>`,
  meltemsoft: `<path d="M4 15h14a4 4 0 1 0-4-4M4 21h20a4 4 0 1 1-4 4M4 27h9" ${line()}/>`,
  fenlow: `<path d="M8 12h16L16 28z" ${line(2.2)}/><circle cx="8" cy="12" r="4"/><circle cx="24" cy="12" r="4"/><circle cx="16" cy="28" r="4"/>`,
};

const logos = [
  ["tarangit", "tarangit", 700, "Tarangit Systems"],
  ["lekhora", "Lekhora", 700, "Lekhora CRM"],
  ["ramlora", "ramlora", 800, "Ramlora Telecom"],
  ["jabutica", "jabutica", 600, "Jabutica CX"],
  ["araucom", "Araucom", 700, "Araucom"],
  ["bussolia", "Bussolia", 600, "Bussolia Consulting"],
  ["veletia", "VELETIA", 700, "Veletia Sistemas"],
  ["meltemsoft", "meltemsoft", 700, "Meltemsoft"],
  ["fenlow", "Fenlow", 800, "Fenlow Digital"],
];

/**
 * A glyph run as one compact path in tenths of a pixel (drawn with scale(.1)): integer, relative
 * commands, the command letter left out when it repeats, h/v for straight lines.
 */
function compactPath(commands) {
  let out = "";
  let last = "";
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const emit = (letter, nums) => {
    let text = letter === last && letter !== "z" ? "" : letter;
    for (const n of nums) text += (n < 0 || text === letter ? "" : " ") + n;
    if (text === "") return;
    // A number right after the previous one needs a separator unless it starts with "-".
    out += text.startsWith(" ") && (last === "" || letter !== last) ? text.slice(1) : text;
    last = letter === "m" ? "l" : letter;
  };
  for (const { command, args } of commands) {
    const pts = [];
    for (let i = 0; i < args.length; i += 2) pts.push([Math.round(args[i]), Math.round(args[i + 1])]);
    const rel = pts.flatMap(([x, y]) => [x - cx, y - cy]);
    const end = pts.at(-1);
    if (command === "moveTo") {
      emit("m", rel);
      [sx, sy] = end;
    } else if (command === "lineTo") {
      const [dx, dy] = rel;
      if (dx === 0 && dy === 0) continue;
      if (dy === 0) emit("h", [dx]);
      else if (dx === 0) emit("v", [dy]);
      else emit("l", rel);
    } else if (command === "quadraticCurveTo") emit("q", rel);
    else if (command === "bezierCurveTo") emit("c", rel);
    else if (command === "closePath") {
      out += "z";
      last = "z";
      [cx, cy] = [sx, sy];
      continue;
    }
    if (end) [cx, cy] = end;
  }
  return out;
}

mkdirSync(resolve(root, "public/logos/partners"), { recursive: true });
for (const [id, word, weight, name] of logos) {
  const run = inter.layout(word);
  // WOFF2 cannot be instanced here, so heavier weights are drawn with a matching outline stroke.
  const stroke = ((weight - 400) / 100) * 0.45;
  const scale = SIZE / inter.unitsPerEm;
  let x = 0;
  const commands = run.glyphs.flatMap((glyph, i) => {
    const moved = glyph.path.scale(scale * 10, -scale * 10).translate((40 + x) * 10, 270).commands;
    x += run.positions[i].xAdvance * scale;
    return moved;
  });
  const width = Math.ceil(40 + x + 2);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${H}" viewBox="0 0 ${width} ${H}" role="img" aria-label="${name}">` +
    `<g fill="${INK}">${marks[id]}</g>` +
    `<path fill="${INK}" stroke="${INK}" stroke-width="${(stroke * 10).toFixed(1)}" stroke-linejoin="round" transform="scale(.1)" d="${compactPath(commands)}"/></svg>\n`;
  writeFileSync(resolve(root, `public/logos/partners/${id}.svg`), svg);
  console.log(`${id}: ${width}x${H} ${Buffer.byteLength(svg)} B`);
}
