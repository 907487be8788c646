import { encode } from "uqr";

/**
 * The QR code images (SPEC §9): 320 px on screen and in the SVG, a PNG at twice that, error
 * correction H (30 % of the code can be damaged or covered and it still scans). This module holds
 * the encoder, so the generator loads it only on the first submit.
 */
export const QR_SIZE = 320;
export const QR_PNG_SCALE = 2;
export const QR_FILE_NAME = "whatsapp-qr";
/** The quiet zone a scanner needs around the code, in modules. */
const QUIET_ZONE = 4;
/**
 * Version 20 (97 modules, up to 382 bytes at H) still gets 3 px per module on screen and 6 in the
 * PNG; a longer link would make a code too dense to scan from paper, so it is refused.
 */
export const QR_MAX_VERSION = 20;

export interface QrCode {
  /** Modules per side, quiet zone included. */
  modules: number;
  /** One SVG path drawing every dark module, one unit per module, quiet zone included. */
  path: string;
  dark: (x: number, y: number) => boolean;
}

/** Encodes text at error correction H, or null when it is too long to scan reliably. */
export function qrCode(text: string): QrCode | null {
  let data: boolean[][];
  try {
    ({ data } = encode(text, { ecc: "H", border: QUIET_ZONE, maxVersion: QR_MAX_VERSION }));
  } catch {
    return null;
  }
  const modules = data.length;
  let path = "";
  data.forEach((row, y) => {
    // One horizontal run per stretch of dark modules keeps the path short.
    for (let x = 0; x < modules; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1h${start - x - 1}z`;
    }
  });
  return { modules, path, dark: (x, y) => data[y]?.[x] === true };
}

export function qrSvg(code: QrCode, size = QR_SIZE): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${code.modules} ${code.modules}" shape-rendering="crispEdges">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<path fill="#000" d="${code.path}"/>`,
    `</svg>`,
  ].join("");
}

/**
 * A grayscale PNG of `size` px, written directly (no canvas, so it is exact and testable anywhere):
 * whole pixels per module, centred, white around.
 */
export async function qrPng(code: QrCode, size = QR_SIZE * QR_PNG_SCALE): Promise<Uint8Array<ArrayBuffer>> {
  const scale = Math.floor(size / code.modules);
  const offset = Math.floor((size - scale * code.modules) / 2);
  const raw = new Uint8Array((size + 1) * size).fill(255);
  for (let y = 0; y < size; y++) {
    raw[y * (size + 1)] = 0; // filter type: none
    const my = Math.floor((y - offset) / scale);
    for (let x = 0; x < size; x++) {
      if (code.dark(Math.floor((x - offset) / scale), my)) raw[y * (size + 1) + 1 + x] = 0;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale, deflate, no interlace
  return concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const b of bytes) crc = crcTable[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
