// Design tool (run by hand, output committed): the site's icons in every size browsers and phones ask
// for, drawn from the mark in src/app/icon.svg with sharp (installed with Next.js):
// - public/favicon.ico: 16, 32 and 48 px (PNG images in an ICO container), for browsers, feed readers
//   and crawlers that ask for /favicon.ico whatever the page says;
// - public/apple-touch-icon.png: 180 px, square and opaque (iOS rounds the corners itself);
// - public/icons/icon-192.png and icon-512.png, for the web manifest (src/app/manifest.ts).
// Usage: node scripts/design/make-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const sharp = createRequire(import.meta.url)("sharp");
const root = new URL("../../", import.meta.url);
const mark = readFileSync(new URL("src/app/icon.svg", root), "utf8");
/** The same mark on a full square: home screens cut their own shape. */
const square = mark.replace(/ rx="[\d.]+"/, "");

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 48 })
    .toBuffer();

/** An ICO file holding PNG images (read by every browser since IE Vista). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const favicon = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(mark, size) })));
writeFileSync(new URL("public/favicon.ico", root), ico(favicon));
writeFileSync(new URL("public/apple-touch-icon.png", root), await png(square, 180));
mkdirSync(new URL("public/icons/", root), { recursive: true });
for (const size of [192, 512])
  writeFileSync(new URL(`public/icons/icon-${size}.png`, root), await png(mark, size));
console.log("favicon.ico, apple-touch-icon.png, icons/icon-192.png, icons/icon-512.png");
