// Design tool (run by hand, output committed): draws the dotted world map of the office-map section
// as public/illustrations/world-map.svg — a regular grid of dots, kept where it falls on land
// (Natural Earth 1:110m land from world-atlas), in a plain equirectangular projection cropped to
// the inhabited latitudes (no Antarctica). All dots are one <path> of zero-length round-capped
// segments, so the file stays small.
//
//   node scripts/design/make-world-map.mjs                 writes the SVG
//   node scripts/design/make-world-map.mjs 77.59,12.97 …   also prints the pin of each lon,lat
//
// `project` is exported for src/data/offices.ts (pin positions) and its test.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/** Width of the SVG box; 1 degree of longitude or latitude is WIDTH / 360 units. */
export const WIDTH = 1000;
/** Latitudes drawn, north to south: the grid's dots lie half a step inside these edges. */
export const LAT_TOP = 80;
export const LAT_BOTTOM = -57.5;
/** Height of the SVG box, rounded up to a whole unit. */
export const HEIGHT = Math.ceil(((LAT_TOP - LAT_BOTTOM) * WIDTH) / 360);

const STEP = 2.5; // degrees between dots
const DOT = 4.2; // dot diameter, in SVG units (the grid pitch is 6.94)
const COLOR = "#c9c7dc";

const K = WIDTH / 360;
const round2 = (n) => Math.round(n * 100) / 100;

/** Position of a point in the SVG box, in SVG units. */
function toSvg(lon, lat) {
  return { x: (lon + 180) * K, y: (LAT_TOP - lat) * K };
}

/** Position of a point as percentages of the SVG box (2 decimals): where to place a map pin. */
export function project(lon, lat) {
  const { x, y } = toSvg(lon, lat);
  return { left: round2((x / WIDTH) * 100), top: round2((y / HEIGHT) * 100) };
}

async function main() {
  const require = createRequire(import.meta.url);
  const { feature } = await import("topojson-client");
  const { geoContains } = await import("d3-geo");
  const topology = require("world-atlas/land-110m.json");
  const land = feature(topology, topology.objects.land);

  // Integer tenths of a unit, so relative moves add up to exactly the rounded positions.
  const tenths = (n) => Math.round(n * 10);
  const fmt = (t) => String(t / 10);

  let d = "";
  let count = 0;
  for (let lat = LAT_TOP - STEP / 2; lat > LAT_BOTTOM; lat -= STEP) {
    let prev = null;
    for (let lon = -180 + STEP / 2; lon < 180; lon += STEP) {
      if (!geoContains(land, [lon, lat])) continue;
      const { x, y } = toSvg(lon, lat);
      const tx = tenths(x);
      d += prev === null ? `M${fmt(tx)} ${fmt(tenths(y))}h0` : `m${fmt(tx - prev)} 0h0`;
      prev = tx;
      count++;
    }
  }

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<path fill="none" stroke="${COLOR}" stroke-width="${DOT}" stroke-linecap="round" d="${d}"/></svg>\n`;
  const out = new URL("../../public/illustrations/world-map.svg", import.meta.url);
  writeFileSync(out, svg);
  console.log(`world-map.svg: ${count} dots, ${Buffer.byteLength(svg)} bytes, ${WIDTH}×${HEIGHT}`);

  for (const arg of process.argv.slice(2)) {
    const [lon, lat] = arg.split(",").map(Number);
    console.log(arg, project(lon, lat));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
