// Design tool (run by hand, output committed): draws the fictional customers' logos as SVG files
// in public/logos — a geometric mark plus the wordmark set in Inter and converted to paths, so the
// files render identically everywhere without a font. Prints each logo's size for src/data/company.ts.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const fontkit = require("next/dist/compiled/@next/font/dist/fontkit").default;
const inter = fontkit(readFileSync(new URL("../../public/fonts/inter-latin.woff2", import.meta.url)));

const INK = "#4f4b6b";
const H = 40;
const SIZE = 19;

const marks = {
  lumavale: `<circle cx="16" cy="20" r="12"/><circle cx="21" cy="16" r="9" fill="#fff"/>`,
  tidewing: `<path d="M4 26c6-10 14-14 24-14-4 3-6 6-7 10 3-2 6-3 9-3-6 5-14 9-26 7z"/>`,
  quillon: `<path d="M16 6l11 4v8c0 7-5 12-11 15C10 30 5 25 5 18v-8z"/><path d="M14 14h5v9h-5z" fill="#fff"/>`,
  fernhollow: `<path d="M16 34V16"/><path d="M16 22c-8 0-11-6-11-13 7 0 11 4 11 13zm0-4c6 0 10-4 10-11-6 0-10 3-10 11z"/>`,
  castellan: `<path d="M6 34V14h4v4h4v-8h4v8h4v-4h4v20z"/><path d="M14 34v-7a2 2 0 014 0v7z" fill="#fff"/>`,
  medora: `<rect x="4" y="8" width="24" height="24" rx="7"/><path d="M14 13h4v5h5v4h-5v5h-4v-5H9v-4h5z" fill="#fff"/>`,
  brisalta: `<rect x="5" y="22" width="6" height="10" rx="2"/><rect x="13" y="15" width="6" height="17" rx="2"/><rect x="21" y="8" width="6" height="24" rx="2"/>`,
  okapia: `<circle cx="16" cy="20" r="12"/><path d="M8 15h16M6 20h20M8 25h16" stroke="#fff" stroke-width="2.2"/>`,
  zentrik: `<path d="M16 7l11 6.5v13L16 33 5 26.5v-13z"/><path d="M11 16h10l-10 8h10" stroke="#fff" stroke-width="2.4" fill="none"/>`,
  palmoro: `<circle cx="16" cy="24" r="7"/><path d="M16 8v5M6 14l3.5 3.5M26 14l-3.5 3.5M3 24h5M24 24h5" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/><path d="M3 31h26" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/>`,
};

const logos = [
  ["lumavale", "Lumavale", 700, "Lumavale Home"],
  ["tidewing", "Tidewing", 800, "Tidewing Air"],
  ["quillon", "QUILLON", 700, "Quillon Bank"],
  ["fernhollow", "fernhollow", 600, "Fernhollow Foods"],
  ["castellan", "Castellan", 600, "Castellan Realty"],
  ["medora", "Medora", 700, "Medora Clinics"],
  ["brisalta", "brisalta", 800, "Brisalta"],
  ["okapia", "Okapia", 700, "Okapia Mobility"],
  ["zentrik", "ZENTRIK", 800, "Zentrik Insurance"],
  ["palmoro", "Palmoro", 600, "Palmoro Hotels"],
];

for (const [id, word, weight, name] of logos) {
  const font = inter;
  const run = font.layout(word);
  // WOFF2 cannot be instanced here, so heavier weights are drawn with a matching outline stroke.
  const stroke = ((weight - 400) / 100) * 0.45;
  const scale = SIZE / font.unitsPerEm;
  let x = 0;
  const paths = run.glyphs.map((glyph, i) => {
    const d = glyph.path
      .scale(scale, -scale)
      .translate(40 + x, 27)
      .toSVG();
    x += run.positions[i].xAdvance * scale;
    return d;
  });
  const width = Math.ceil(40 + x + 2);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${H}" viewBox="0 0 ${width} ${H}" role="img" aria-label="${name}">` +
    `<g fill="${INK}" stroke="${INK}" stroke-width="0" stroke-linejoin="round">${marks[id].replace('<path d="M16 34V16"/>', `<path d="M16 34V16" stroke="${INK}" stroke-width="2.4"/>`)}</g>` +
    `<path fill="${INK}" stroke="${INK}" stroke-width="${stroke.toFixed(2)}" stroke-linejoin="round" d="${paths.join("")}"/></svg>\n`;
  writeFileSync(new URL(`../../public/logos/${id}.svg`, import.meta.url), svg);
  console.log(`${id}: ${width}x${H}`);
}
