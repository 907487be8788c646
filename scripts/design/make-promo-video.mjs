// Design tool (run by hand, output committed): renders the looping clip on the "Conversation Cloud" card of
// the header mega-menu, public/media/conversation-cloud.webm (VP9, 480x270, 30 fps, 8 s seamless loop, no
// audio, about 220 KB), and its poster, public/media/conversation-cloud-poster.svg (frame 0 as SVG).
// No ffmpeg: Debian's Chromium (headless, via Playwright) paints scene(t) on a <canvas>, MediaRecorder
// encodes the canvas's captureStream, and this script rewrites the WebM to one clean loop with exact timing
// (see record() and secondLoop()), then plays it in a <video> to check its duration, size and looping.
// Usage: node scripts/design/make-promo-video.mjs   (about 40 s; the encoding differs slightly run to run)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { chromeFlags, chromePath } from "../chromium.mjs";

const W = 480;
const H = 270;
const LOOP = 8; // seconds; the orbit and every cue in scene() repeat exactly within it
const FPS = 30;
const BITRATE = 450000; // bits per second of video; Chromium's realtime VP9 spends about half
const PACE = 50; // ms between recorded frames
const out = new URL("../../public/media/", import.meta.url);
const fontFile = readFileSync(new URL("../../public/fonts/inter-latin.woff2", import.meta.url));

// Chip label widths from Inter's metrics (drawn at 600, about 4% wider than the 400 instance measured here).
const require = createRequire(import.meta.url);
const inter = require("next/dist/compiled/@next/font/dist/fontkit").default(fontFile);
const measure = (s) => (inter.layout(s).advanceWidth / inter.unitsPerEm) * 11 * 1.04;
const channels = { WhatsApp: "#1fc77e", RCS: "#b9b7ee", Voice: "#6ee2ad", SMS: "#d9d8f6" };
const data = {
  size: [W, H],
  loop: LOOP,
  fps: FPS,
  chips: Object.entries(channels).map(([text, dot]) => ({ text, dot, w: measure(text) })),
};

// The picture at time t (seconds) as a list of shapes, back to front: each a path `d` (or a `text`, always
// 600 11px Inter, centred) with a fill (colour, or gradient with evenly spaced stops), an optional stroke,
// an opacity `a` and a transform translate(tx ty) scale(s). Self-contained: it also runs in the page.
function scene(t, { size: [W, H], loop, chips }) {
  const TAU = Math.PI * 2;
  const [cx, cy, rx, ry] = [240, 135, 180, 78];
  const frac = (v) => v - Math.floor(v);
  const clamp = (v) => Math.min(1, Math.max(0, v));
  const smooth = (v) => v * v * (3 - 2 * v);
  const backOut = (v) => 1 + 2.7 * (v - 1) ** 3 + 1.7 * (v - 1) ** 2;
  const ellipse = (x, y, a, b) => `M${x - a} ${y}a${a} ${b} 0 1 0 ${2 * a} 0a${a} ${b} 0 1 0 ${-2 * a} 0Z`;
  const circle = (x, y, r) => ellipse(x, y, r, r);
  const rrect = (x, y, w, h, r) =>
    `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
    `h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
  const items = [
    { d: `M0 0h${W}v${H}H0Z`, fill: { lin: [0, 0, 0, H], stops: ["#14123a", "#0b0a24"] } },
    { d: `M0 0h${W}v${H}H0Z`, fill: { rad: [cx, cy, 190], stops: ["#4a45b06b", "#332f8326", "#332f8300"] } },
  ];
  // Faint stars, twinkling on periods that divide the loop.
  for (let i = 0, seed = 7; i < 18; i++) {
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const [x, y, r, k, p] = [rnd() * W, rnd() * H, 0.8 + rnd(), 1 + Math.floor(rnd() * 3), rnd()];
    const a = 0.1 + 0.25 * (0.5 + 0.5 * Math.sin(TAU * ((t * k) / loop + p)));
    items.push({ d: `M${x} ${y}h${r}v${r}h${-r}Z`, fill: "#d9d8f6", a });
  }
  items.push({ d: ellipse(cx, cy, rx + 34, ry + 16), stroke: "#332f83", sw: 1, a: 0.5 });
  items.push({ d: ellipse(cx, cy, rx, ry), stroke: "#4a45b0", sw: 1.2, a: 0.75 });

  // Channel chips: one turn per loop, nearer (lower) chips larger and brighter, with a pulse running along
  // the spoke between each chip and the hub every 2 s (inbound and outbound alternately).
  const [back, front] = [[], []];
  chips.forEach(({ text, dot, w }, i) => {
    const th = TAU * (t / loop + i / 4 + 1 / 8);
    const [x, y, depth] = [cx + rx * Math.cos(th), cy + ry * Math.sin(th), 0.5 + 0.5 * Math.sin(th)];
    const [s, a] = [0.8 + 0.2 * depth, 0.55 + 0.45 * depth];
    items.push({ d: `M${cx} ${cy}L${x} ${y}`, stroke: "#6a66d1", sw: 1, a: 0.3 * a });
    const p = frac(t / 2 + i / 4);
    const q = 1 - smooth(i % 2 ? p : 1 - p);
    items.push({
      d: circle(x + (cx - x) * q, y + (cy - y) * q, 2.2),
      fill: "#6ee2ad",
      a: Math.sin(Math.PI * p) * a,
    });
    const cw = w + 34;
    const chip = [
      { d: rrect(-cw / 2, -13, cw, 26, 13), fill: "#211e57", stroke: "#4a45b0", sw: 1 },
      { d: circle(-cw / 2 + 14, 0, 4), fill: dot, a },
      { text, x: 7, y: 4, w, fill: "#f6f6fd", a },
    ];
    (depth < 0.5 ? back : front).push([depth, chip.map((it) => ({ ...it, tx: x, ty: y, s }))]);
  });
  const byDepth = (list) => list.sort((m, n) => m[0] - n[0]).flatMap(([, chip]) => chip);
  items.push(...byDepth(back));

  // The hub: a ripple every 2 s, a slow breath, the brand's speech bubble with typing dots.
  for (const k of [0, 0.5]) {
    const p = frac(t / 4 + k);
    items.push({
      d: circle(cx, cy, 36 + 34 * p),
      stroke: "#1fc77e",
      sw: 1.5,
      a: 0.4 * (1 - p) * clamp(p * 8),
    });
  }
  const hub = { tx: cx, ty: cy, s: 1 + 0.025 * Math.sin((TAU * t) / 4) };
  items.push({ ...hub, d: circle(0, 0, 42), fill: "#12a566", a: 0.18 });
  items.push({
    ...hub,
    d: circle(0, 0, 34),
    fill: { lin: [-24, -34, 24, 34], stops: ["#1fc77e", "#0a7a4b"] },
  });
  const glyph = "M0-9.5a9.5 9.5 0 1 1-4.6 17.8L-9.2 9.6l1.4-4.4A9.5 9.5 0 0 1 0-9.5Z";
  items.push({ ...hub, s: hub.s * 1.5, d: glyph, fill: "#fff" });
  for (let j = 0; j < 3; j++) {
    const a = 0.45 + 0.55 * clamp(Math.sin(TAU * (t - j * 0.18)));
    items.push({ ...hub, d: circle((j - 1) * 5.2, 0.5, 1.6), fill: "#0a7a4b", a });
  }

  // Chat bubbles popping in near the hub, tail towards it, each showing for 4.2 s of every 8 s.
  const bubbles = [
    { x: 203, y: 124, w: 56, side: -1, fill: "#fff", ink: "#c9c6e8", at: 6.6 },
    { x: 277, y: 120, w: 54, side: 1, fill: "#d9fdd3", ink: "#8fd3a0", at: 2.6 },
    { x: 279, y: 162, w: 44, side: 1, fill: "#fff", ink: "#8c88c9", at: 4.6, typing: true },
    { x: 201, y: 166, w: 54, side: -1, fill: "#d9fdd3", ink: "#8fd3a0", at: 0.6 },
  ];
  for (const { x, y, w, side, fill, ink, at, typing } of bubbles) {
    const age = frac((t - at) / loop) * loop;
    if (age >= 4.2) continue;
    const grow = clamp(age / 0.45);
    const a = clamp(grow * 2) * clamp((4.2 - age) / 0.4);
    const pose = { tx: x, ty: y, s: 0.55 + 0.45 * backOut(grow), a };
    const [h, x0] = [typing ? 22 : 24, side > 0 ? 0 : -w];
    // Drawn in the same turning sense as the box (mirrored, the path runs backwards) so they fill as one.
    const tip = [
      [-4 * side, 0],
      [side, -1],
      [3 * side, -4],
      [3 * side, -10],
      [14 * side, 0],
    ].map((q) => q.join(" "));
    const tail =
      side > 0
        ? `M${tip[0]}C${tip.slice(1, 4).join(" ")}L${tip[4]}Z`
        : `M${tip[4]}L${tip[3]}C${tip[2]} ${tip[1]} ${tip[0]}Z`;
    items.push({ ...pose, d: rrect(x0, -h, w, h, 9) + tail, fill });
    if (!typing) {
      const lines =
        rrect(x0 + 10, -h + 7, (w - 20) * 0.92, 3.6, 1.8) + rrect(x0 + 10, -h + 14, w / 2 - 10, 3.6, 1.8);
      items.push({ ...pose, d: lines, fill: ink });
    }
    for (let j = 0; typing && j < 3; j++) {
      const b = clamp(Math.sin(TAU * (t - j * 0.16)));
      items.push({
        ...pose,
        d: circle(x0 + w / 2 + (j - 1) * 8, -h / 2 - 1.5 * b, 2.4),
        fill: ink,
        a: a * (0.4 + 0.6 * b),
      });
    }
  }
  items.push(...byDepth(front));
  return items;
}

// The poster: the same shapes as SVG, numbers rounded to 0.1 px. Its text falls back from Inter to the
// system sans-serif when Inter is not installed (an SVG shown as an image cannot load fonts).
function toSvg(items) {
  const r = (s) =>
    String(s).replace(/-?\d*\.\d+/g, (m) => String(+(+m).toFixed(1)).replace(/^(-?)0\./, "$1."));
  const defs = [];
  const paint = (f) => {
    if (typeof f === "string") return f;
    const id = `g${defs.length}`;
    const [tag, at] = f.lin ? ["linearGradient", "x1 y1 x2 y2"] : ["radialGradient", "cx cy r"];
    const attrs = at.split(" ").map((name, i) => `${name}="${(f.lin ?? f.rad)[i]}"`);
    const stops = f.stops.map((c, i) => `<stop offset="${i / (f.stops.length - 1)}" stop-color="${c}"/>`);
    defs.push(
      `<${tag} id="${id}" gradientUnits="userSpaceOnUse" ${attrs.join(" ")}>${stops.join("")}</${tag}>`,
    );
    return `url(#${id})`;
  };
  let group = ""; // consecutive shapes with the same transform share a <g>
  const body = items.map((it) => {
    if ((it.a ?? 1) < 0.01) return "";
    const scale = (it.s ?? 1) === 1 ? "" : ` scale(${+it.s.toFixed(3)})`;
    const move = it.tx === undefined ? "" : `translate(${r(it.tx)} ${r(it.ty)})${scale}`;
    const open = move === group ? "" : `${group && "</g>"}${move && `<g transform="${move}">`}`;
    group = move;
    const attrs = [
      (it.a ?? 1) < 0.995 && `opacity="${String(+it.a.toFixed(2)).slice(1)}"`,
      `fill="${it.fill ? paint(it.fill) : "none"}"`,
      it.stroke && `stroke="${it.stroke}"`,
      (it.sw ?? 1) !== 1 && `stroke-width="${it.sw}"`,
    ].filter(Boolean);
    if (it.text) {
      // Inter's width, whichever font draws it.
      const fit = `textLength="${it.w.toFixed(1)}" lengthAdjust="spacingAndGlyphs"`;
      return `${open}<text x="${it.x}" y="${it.y}" ${fit} ${attrs.join(" ")}>${it.text}</text>`;
    }
    return `${open}<path d="${r(it.d)}" ${attrs.join(" ")}/>`;
  });
  const font =
    'font-family="Inter,system-ui,sans-serif" font-size="11" font-weight="600" text-anchor="middle"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" ${font}>` +
    `<defs>${defs.join("")}</defs>${body.join("")}${group && "</g>"}</svg>\n`
  );
}

// In the page: paint scene(t) for every frame of two loops on a canvas, one frame per animation frame,
// and hand each to MediaRecorder with requestFrame(). Frames are paced at `pace` ms rather than 1/fps so a
// busy machine cannot drop any (their real timestamps are replaced afterwards), and a keyframe is forced
// at the second loop: the recording's first keyframe is starved of bits and blurred, so only the second
// loop, coded by a settled encoder, is kept.
async function record({ sceneSrc, data, font, pace, bitrate }) {
  const scene = new Function(`return ${sceneSrc}`)();
  const bytes = Uint8Array.from(atob(font), (c) => c.charCodeAt(0));
  document.fonts.add(await new FontFace("Inter", bytes, { weight: "100 900" }).load());
  const [w, h] = data.size;
  const canvas = document.body.appendChild(
    Object.assign(document.createElement("canvas"), { width: w, height: h }),
  );
  const ctx = canvas.getContext("2d");
  const style = (f) => {
    if (typeof f === "string") return f;
    const g = f.lin
      ? ctx.createLinearGradient(...f.lin)
      : ctx.createRadialGradient(f.rad[0], f.rad[1], 0, ...f.rad);
    f.stops.forEach((c, i) => g.addColorStop(i / (f.stops.length - 1), c));
    return g;
  };
  const paint = (t) => {
    for (const it of scene(t, data)) {
      const s = it.s ?? 1;
      ctx.setTransform(s, 0, 0, s, it.tx ?? 0, it.ty ?? 0);
      ctx.globalAlpha = it.a ?? 1;
      if (it.text) {
        Object.assign(ctx, { font: "600 11px Inter", textAlign: "center", fillStyle: it.fill });
        ctx.fillText(it.text, it.x, it.y);
        continue;
      }
      const path = new Path2D(it.d);
      if (it.fill) Object.assign(ctx, { fillStyle: style(it.fill) }).fill(path);
      if (it.stroke) Object.assign(ctx, { strokeStyle: it.stroke, lineWidth: it.sw }).stroke(path);
    }
  };
  const perLoop = data.loop * data.fps;
  const track = canvas.captureStream(0).getVideoTracks()[0];
  const recorder = new MediaRecorder(new MediaStream([track]), {
    mimeType: "video/webm;codecs=vp9",
    videoBitsPerSecond: bitrate,
    videoKeyFrameIntervalCount: perLoop - 1, // delta frames after each keyframe: keys at 0, perLoop, ...
  });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  recorder.start();
  const t0 = performance.now();
  for (let i = 0; i < 2 * perLoop + 2; i++) {
    await wait(t0 + i * pace - performance.now());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    paint((i - perLoop) / data.fps); // the second loop starts at t = 0
    track.requestFrame();
  }
  await wait(500); // let the encoder finish
  recorder.stop();
  await stopped;
  const webm = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = "";
  for (let i = 0; i < webm.length; i += 0x8000)
    binary += String.fromCharCode(...webm.subarray(i, i + 0x8000));
  return btoa(binary);
}

// Node side: rewrite the recording as one loop, the second: its frames from the forced keyframe on, as
// SimpleBlocks in one Cluster, timed exactly 1/fps apart, with Duration set to the loop. (SeekHead and Cues
// go: their byte offsets no longer hold, and players need neither for a clip this short.)
function secondLoop(webm, { loop, fps }) {
  const vint = (buf, p, marker) => {
    const len = Math.clz32(buf[p]) - 23;
    let v = marker ? buf[p] : buf[p] & (0xff >> len);
    for (let i = 1; i < len; i++) v = v * 256 + buf[p + i];
    return [v, len];
  };
  const children = (buf) => {
    const list = [];
    for (let p = 0; p < buf.length;) {
      const [id, il] = vint(buf, p, true);
      const [size, sl] = vint(buf, p + il);
      const end = size === 2 ** (7 * sl) - 1 ? buf.length : p + il + sl + size; // unknown size: to the end
      list.push({ id, body: buf.subarray(p + il + sl, end), raw: buf.subarray(p, end) });
      p = end;
    }
    return list;
  };
  const element = (id, ...body) => {
    const size = Buffer.alloc(8);
    size.writeBigUInt64BE(BigInt(Buffer.concat(body).length) | (1n << 56n));
    return Buffer.concat([Buffer.from(id.toString(16), "hex"), size, ...body]);
  };
  const find = (list, id) => list.find((e) => e.id === id);
  // A frame is a SimpleBlock, or a BlockGroup: a Block plus, unless it is a keyframe, a ReferenceBlock.
  // Either way the block is track number (1, one byte), 16-bit time, flags, then the VP9 frame.
  const frame = (e) => {
    const group = e.id === 0xa0 && children(e.body);
    const block = group ? find(group, 0xa1).body : e.body;
    if (block[0] !== 0x81) throw new Error("unexpected track number");
    return { key: group ? !find(group, 0xfb) : block[3] >= 0x80, data: block.subarray(4) };
  };
  const [header, segment] = children(webm);
  const parts = children(segment.body);
  const frames = parts
    .filter((e) => e.id === 0x1f43b675)
    .flatMap((e) => children(e.body).filter((k) => k.id === 0xa3 || k.id === 0xa0))
    .map(frame);
  const perLoop = loop * fps;
  const start = frames.findIndex((f, i) => i > 0 && f.key);
  if (start < 0 || frames.length < start + perLoop) throw new Error("no second loop from a keyframe found");
  if (start !== perLoop)
    console.warn(`the keyframe came ${start - perLoop} frames late; the poster is off by that`);
  const blocks = frames.slice(start, start + perLoop).map(({ key, data }, i) => {
    const head = Buffer.from([0x81, 0, 0, key ? 0x80 : 0]);
    head.writeInt16BE(Math.round((i * 1000) / fps), 1);
    return element(0xa3, head, data);
  });
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(loop * 1000);
  const info = children(find(parts, 0x1549a966).body).filter((e) => e.id !== 0x4489);
  const cluster = element(0x1f43b675, element(0xe7, Buffer.from([0])), ...blocks);
  return Buffer.concat([
    header.raw,
    element(
      0x18538067,
      element(0x1549a966, ...info.map((e) => e.raw), element(0x4489, duration)),
      find(parts, 0x1654ae6b).raw,
      cluster,
    ),
  ]);
}

// Also in the page: what a looping <video> makes of the finished file, played across its end.
async function probe(webm) {
  const video = Object.assign(document.createElement("video"), { muted: true, loop: true });
  video.src = URL.createObjectURL(new Blob([Uint8Array.from(atob(webm), (c) => c.charCodeAt(0))]));
  await new Promise((resolve, reject) => ((video.onloadedmetadata = resolve), (video.onerror = reject)));
  const { duration, videoWidth, videoHeight } = video;
  video.currentTime = duration - 0.4;
  await new Promise((resolve) => (video.onseeked = resolve));
  await video.play();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { duration, videoWidth, videoHeight, wrappedTo: video.currentTime };
}

mkdirSync(out, { recursive: true });
const poster = toSvg(scene(0, data));
writeFileSync(new URL("conversation-cloud-poster.svg", out), poster);

const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const page = await browser.newPage();
const font = fontFile.toString("base64");
// The encoder budgets bits by real time, so scale the bitrate by fps * pace to get BITRATE at play speed.
const bitrate = Math.round((BITRATE * 1000) / (data.fps * PACE));
const recording = await page.evaluate(record, {
  sceneSrc: scene.toString(),
  data,
  font,
  pace: PACE,
  bitrate,
});
const webm = secondLoop(Buffer.from(recording, "base64"), data);
writeFileSync(new URL("conversation-cloud.webm", out), webm);
const check = await page.evaluate(probe, webm.toString("base64"));
await browser.close();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `conversation-cloud.webm ${kb(webm.length)}, ${LOOP * data.fps} frames; poster ${kb(poster.length)}`,
  check,
);
const ok = check.duration === LOOP && check.videoWidth === W && check.videoHeight === H;
if (!ok || !(check.wrappedTo < 1))
  throw new Error("the recording is not a looping 480x270 clip of the loop's length");
