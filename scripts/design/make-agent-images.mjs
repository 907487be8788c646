// Design tool (run by hand, output committed): draws each AI agent's picture (SPEC §3 `chatImg`),
// public/illustrations/agents/<id>.svg, in the flat style of public/illustrations/sections: on the left
// a round agent badge with the agent's pictogram, a chip naming its team and two label bars; on the
// right a miniature chat. The badge's colours come from the industry, the chip from the role, and the
// chat's shape (how many bubbles, who speaks first, how long, a quick reply, a card or typing dots)
// from a hash of the id, so every picture differs and none changes between runs.
// The agents are read from src/data/agents.ts as text (id, industry, role, icon), so run it again
// after adding or renaming one; files of agents that are gone are deleted. 320x200, one line, no text,
// fonts, gradients, filters or external references, the site's palette only, each file < 2.5 KB.
// Usage: node scripts/design/make-agent-images.mjs
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const root = new URL("../../", import.meta.url);
const OUT = new URL("public/illustrations/agents/", root);
const MAX_BYTES = 2500;

const C = {
  ink: "#332f83",
  indigo: "#4a45b0",
  violet: "#6a66d1",
  lilac: "#b9b7ee",
  mist: "#d9d8f6",
  haze: "#ecebfb",
  white: "#fff",
  line: "#e3e2ee",
  green: "#1fc77e",
  deepGreen: "#12a566",
  mint: "#6ee2ad",
  foam: "#dcf8eb",
  bg: "#f6f6fd",
};
const PALETTE = new Set(Object.values(C));

/** The badge per industry: its disc, the pictogram's colour, the halo behind it and an optional ring. */
const INDUSTRY = {
  "financial-services": { disc: C.ink, icon: C.white, halo: C.haze },
  "retail-and-ecommerce": { disc: C.indigo, icon: C.white, halo: C.mist },
  "travel-and-hospitality": { disc: C.violet, icon: C.white, halo: C.haze },
  healthcare: { disc: C.deepGreen, icon: C.white, halo: C.foam },
  "food-and-beverage": { disc: C.mint, icon: C.ink, halo: C.foam },
  "real-estate": { disc: C.indigo, icon: C.white, halo: C.haze, ring: C.green },
};

// Pictograms: line icons in a 24x24 box, stroked (width 1.8, round caps and joins) by the badge.
const PICTOGRAMS = {
  bag: `<path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8ZM9 11V6.5a3 3 0 0 1 6 0V11"/>`,
  bed: `<path d="M3 5v15M3 16h18M21 20v-7a3 3 0 0 0-3-3h-7v6"/><circle cx="7" cy="12.5" r="1.8"/>`,
  calendar: `<rect x="4" y="5" width="16" height="15" rx="2"/><path d="M4 10h16M8.5 3v4M15.5 3v4M8.5 14h.01M12 14h.01M15.5 14h.01M8.5 17h.01M12 17h.01"/>`,
  card: `<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M3 10.5h18M7 15h4"/>`,
  cart: `<path d="M3 4h2.5l2.3 10.5h10L20 7.5H6.3"/><circle cx="9" cy="19" r="1.4"/><circle cx="17" cy="19" r="1.4"/>`,
  chart: `<path d="M4 4v16h16M8 15l3.5-4 3 2.5L19 8M15.5 8H19v3.5"/>`,
  doc: `<path d="M14 3H7a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1V8ZM14 3v5h5M9 13h6M9 17h4"/>`,
  fork: `<path d="M6 3v5a3 3 0 0 0 6 0V3M9 3v18M18 21V3c-2.2 1.6-3.3 4.3-3.3 7.5 0 1.6.8 2.5 3.3 2.5"/>`,
  gift: `<path d="M4 9h16v4H4ZM5.5 13v7h13v-7M12 9v11M12 9C10.5 5 6.5 4.5 7.3 7.3 7.8 9 12 9 12 9c1.5-4 5.5-4.5 4.7-1.7C16.2 9 12 9 12 9Z"/>`,
  headset: `<path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2M18 19.5c0 1.2-1.3 2-3 2h-2"/><rect x="3" y="13" width="4" height="6.5" rx="1.5"/><rect x="17" y="13" width="4" height="6.5" rx="1.5"/>`,
  house: `<path d="M3.5 11 12 3.5l8.5 7.5M6 9v11h12V9M10 20v-5.5h4V20"/>`,
  key: `<circle cx="8" cy="16" r="4.5"/><path d="m11.2 12.8 8.3-8.3M16.5 7.5l2.5 2.5M14 10l2 2"/>`,
  megaphone: `<path d="M4 10v4a1 1 0 0 0 1 1h2l9 5V4L7 9H5a1 1 0 0 0-1 1ZM7 15l1.5 5.5M19.5 9.5a3.5 3.5 0 0 1 0 5"/>`,
  phone: `<rect x="6.5" y="2.5" width="11" height="19" rx="2.5"/><path d="M11 18.5h2"/>`,
  pill: `<path d="m10.5 20.5 10-10a4.95 4.95 0 0 0-7-7l-10 10a4.95 4.95 0 0 0 7 7ZM8.5 8.5l7 7"/>`,
  pin: `<path d="M12 21.5S5.5 15.5 5.5 10a6.5 6.5 0 0 1 13 0c0 5.5-6.5 11.5-6.5 11.5Z"/><circle cx="12" cy="10" r="2.4"/>`,
  plane: `<path transform="rotate(45 12 12)" d="M12 2.5c.9 0 1.5 1 1.5 2.5v4.5l7 4.2V16l-7-2.2v4.2l2 1.6v1.6L12 20.2l-3.5 1V19.6l2-1.6v-4.2l-7 2.2v-2.3l7-4.2V5c0-1.5.6-2.5 1.5-2.5Z"/>`,
  receipt: `<path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21ZM9 8h6M9 12h6M9 16h3"/>`,
  refresh: `<path d="M19.5 11A7.7 7.7 0 0 0 5.8 7M4.5 13a7.7 7.7 0 0 0 13.7 4M5.5 3v4h4M18.5 21v-4h-4"/>`,
  shield: `<path d="M12 3 19 6v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6ZM9 12l2 2 4-4"/>`,
  star: `<path d="M12 3.6 14.4 9.5 20.7 10 15.9 14.1 17.4 20.2 12 16.9 6.6 20.2 8.1 14.1 3.3 10 9.6 9.5Z"/>`,
  stethoscope: `<path d="M4 3h2M14 3h2M5 3v5a5 5 0 0 0 10 0V3M10 13v2.5a4.5 4.5 0 0 0 9 0V13"/><circle cx="19" cy="11" r="2"/>`,
  truck: `<path d="M5 16.5H3V6h11v10.5H9M14 9h4l3 3.5v4h-2M15 16.5h-1"/><circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>`,
  users: `<circle cx="9" cy="8" r="3.3"/><path d="M3 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1M16 4.8a3.3 3.3 0 0 1 0 6.4M18 14.2a5 5 0 0 1 3 4.6V20"/>`,
};

/** The team chip's glyph, in the same 24x24 box: support a headset, commerce a tag, growth an arrow up,
 * marketing a megaphone. */
const ROLE = {
  "support-and-customer-experience": `<path d="M5 15v-3a7 7 0 0 1 14 0v3"/><path d="M5.5 14.5v3M18.5 14.5v3" stroke-width="5"/>`,
  "commerce-and-sales": `<path d="M4 12V5a1 1 0 0 1 1-1h7l8 8-8 8ZM8.5 8.5h.01"/>`,
  growth: `<path d="M12 19.5V5M6 11l6-6 6 6"/>`,
  marketing: `<path d="M4.5 10v4h3l9 4.5V5.5l-9 4.5ZM20 10v4"/>`,
};

// The agents, read from the TypeScript source as text: `{ id: "…", industry: "…", role: "…", icon: "…" }`,
// on one line or spread over several by Prettier.
const source = readFileSync(new URL("src/data/agents.ts", root), "utf8");
const entry =
  /\{\s*id:\s*"([a-z0-9-]+)",\s*industry:\s*"([a-z-]+)",\s*role:\s*"([a-z-]+)",\s*icon:\s*"([a-z-]+)",?\s*\}/g;
const agents = [...source.matchAll(entry)].map(([, id, industry, role, icon]) => ({
  id,
  industry,
  role,
  icon,
}));
const fail = (message) => {
  console.error(`make-agent-images: ${message}`);
  process.exit(1);
};
if (agents.length === 0) fail("no agents found in src/data/agents.ts");
const listed = source.match(/\bid:\s*"/g).length;
if (listed !== agents.length) fail(`read ${agents.length} agents but src/data/agents.ts names ${listed} ids`);
for (const a of agents) {
  if (!PICTOGRAMS[a.icon]) fail(`${a.id}: unknown icon "${a.icon}"`);
  if (!INDUSTRY[a.industry]) fail(`${a.id}: unknown industry "${a.industry}"`);
  if (!ROLE[a.role]) fail(`${a.id}: unknown role "${a.role}"`);
}
if (new Set(agents.map((a) => a.id)).size !== agents.length) fail("duplicate agent ids");

/** FNV-1a: the id's 32-bit hash, the seed of its picture. */
function hash(s) {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
/** Mulberry32: a small deterministic generator of numbers in [0, 1). */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Geometry. The badge sits left of centre; the chat runs from AX (its agent side) to CX (its customer side).
const B = { cx: 72, cy: 88, r: 40 };
const AX = 148;
const CX = 302;
const TOP = 18;
const BOTTOM = 182;
const GAP = 8;

/** A text line drawn as a rounded bar (a stroked segment, the shortest markup). */
const bars = (list, color, width = 4) =>
  list.length
    ? `<path d="${list.map(([x, y, w]) => `M${x + width / 2} ${y}h${w - width}`).join("")}" stroke="${color}" stroke-width="${width}"/>`
    : "";
/** A four-pointed sparkle of radius r. */
const sparkle = (x, y, r, color) => {
  const k = +(r * 0.28).toFixed(1);
  const m = +(r - k).toFixed(1);
  return `<path d="M${x} ${y - r}l${k} ${m} ${m} ${k}-${m} ${k}-${k} ${m}-${k}-${m}-${m}-${k} ${m}-${k}Z" fill="${color}"/>`;
};

/** The chat's elements, top to bottom, derived from the id. */
function conversation(id) {
  const rnd = random(hash(id));
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const even = (a, b) => 2 * int(a / 2, b / 2);
  const bubble = (who) => ({ who, lines: rnd() < 0.45 ? 2 : 1, widths: [] });

  const items = [];
  let who = rnd() < 0.6 ? "agent" : "customer";
  const count = rnd() < 0.5 ? 3 : 4;
  for (let i = 0; i < count; i++) {
    items.push(bubble(who));
    // Mostly turns; now and then the agent follows up on itself.
    if (!(who === "agent" && rnd() < 0.25)) who = who === "agent" ? "customer" : "agent";
  }
  if (!items.some((b) => b.who === "customer")) items[1].who = "customer";
  if (!items.some((b) => b.who === "agent")) items[0].who = "agent";

  // One extra, from the agent: quick replies or a card under one of its bubbles, or typing dots at the end.
  const extra = ["replies", "card", "typing", "replies", "card"][int(0, 4)];
  const lastAgent = items.findLastIndex((b) => b.who === "agent");
  if (extra === "typing") items.push({ who: "typing" });
  else items.splice(lastAgent + 1, 0, { who: extra, count: extra === "replies" ? int(1, 2) : 1 });

  const height = (b) =>
    ({ agent: 14 + 8 * b.lines, customer: 14 + 8 * b.lines, replies: 20, card: 46, typing: 20 })[b.who];
  const total = () => items.reduce((s, b) => s + height(b), 0) + GAP * (items.length - 1);
  const text = items.filter((b) => b.who === "agent" || b.who === "customer");
  // Fit the column: drop second lines, then the last bubble of whoever has more than one; and fill it
  // when it looks empty.
  while (total() > BOTTOM - TOP) {
    const long = text.filter((b) => b.lines > 1);
    if (long.length) long[int(0, long.length - 1)].lines--;
    else {
      const drop = text.findLast((b) => text.filter((o) => o.who === b.who).length > 1);
      text.splice(text.indexOf(drop), 1);
      items.splice(items.indexOf(drop), 1);
    }
  }
  for (let tries = 0; total() < 124 && tries < 8; tries++) {
    const b = text[int(0, text.length - 1)];
    if (b.lines < (b.who === "agent" ? 3 : 2) && total() + 8 <= BOTTOM - TOP) b.lines++;
  }
  for (const b of text) {
    const max = b.who === "agent" ? even(96, 126) : even(62, 104);
    for (let i = 0; i < b.lines; i++)
      b.widths.push(i === b.lines - 1 && b.lines > 1 ? even(40, max - 20) : max);
  }
  for (const b of items) if (b.who === "replies") b.widths = [even(40, 58), even(36, 52)].slice(0, b.count);

  let y = Math.round((TOP + BOTTOM - total()) / 2);
  for (const b of items) {
    b.y = y;
    b.h = height(b);
    y += b.h + GAP;
  }
  return { items, rnd };
}

function picture({ id, industry, role, icon }) {
  const look = INDUSTRY[industry];
  const { items, rnd } = conversation(id);
  const parts = [`<rect width="320" height="200" rx="16" fill="${C.bg}"/>`];

  // The badge: halo, optional ring, disc, pictogram, and the team chip at its lower right.
  parts.push(`<circle cx="${B.cx}" cy="${B.cy}" r="${B.r + 11}" fill="${look.halo}"/>`);
  if (look.ring)
    parts.push(
      `<circle cx="${B.cx}" cy="${B.cy}" r="${B.r + 5}" fill="none" stroke="${look.ring}" stroke-width="3"/>`,
    );
  parts.push(`<circle cx="${B.cx}" cy="${B.cy}" r="${B.r}" fill="${look.disc}"/>`);
  parts.push(
    `<g transform="translate(${B.cx - 24} ${B.cy - 24}) scale(2)" fill="none" stroke="${look.icon}" stroke-width="1.8">${PICTOGRAMS[icon]}</g>`,
  );
  const chip = { x: B.cx + 31, y: B.cy + 31 };
  parts.push(
    `<circle cx="${chip.x}" cy="${chip.y}" r="13" fill="${C.green}" stroke="${C.bg}" stroke-width="3"/>`,
    `<g transform="translate(${chip.x - 9} ${chip.y - 9}) scale(.75)" fill="none" stroke="${C.white}" stroke-width="2.6">${ROLE[role]}</g>`,
  );
  // The agent's name and status, as bars under the badge.
  const nameW = 2 * Math.round(20 + rnd() * 8);
  parts.push(
    bars([[B.cx - nameW / 2, 156, nameW]], C.ink, 5),
    bars([[B.cx - nameW / 2 + 8, 167, nameW - 16]], C.lilac),
  );

  // Sparkles off the badge's upper left, placed by the hash.
  const sx = 24 + Math.round(rnd() * 6);
  const sy = 26 + Math.round(rnd() * 4);
  parts.push(sparkle(sx, sy, 7, C.green), sparkle(sx - 10, sy + 20, 4, C.mint));

  // Dotted connector from the badge to the agent bubble nearest its height.
  const off = (b) => Math.max(b.y + 10 - B.cy, B.cy - (b.y + b.h - 10), 0);
  const spoken = items.filter((b) => b.who === "agent" || b.who === "card");
  const target = spoken.reduce((best, b) => (off(b) < off(best) ? b : best));
  const ty = Math.min(Math.max(B.cy, target.y + 10), target.y + target.h - 10);
  // Leaves the badge towards it, but no lower than 20°, clear of the team chip at 45°.
  const a = Math.min(0.35, Math.max(-0.7, Math.atan2(ty - B.cy, AX - B.cx)));
  const fx = Math.round(B.cx + (B.r + 8) * Math.cos(a));
  const fy = Math.round(B.cy + (B.r + 8) * Math.sin(a));
  parts.push(
    `<path d="M${fx} ${fy}Q${AX - 14} ${Math.round(ty)} ${AX - 6} ${Math.round(ty)}" fill="none" stroke="${C.violet}" stroke-width="2.5" stroke-dasharray="0 6"/>`,
  );

  // The chat.
  const white = [];
  const green = [];
  const agentBars = [];
  const customerBars = [];
  const extras = [];
  for (const b of items) {
    if (b.who === "agent" || b.who === "customer") {
      const w = Math.max(...b.widths) + 22;
      const x = b.who === "agent" ? AX : CX - w;
      (b.who === "agent" ? white : green).push(
        `<rect x="${x}" y="${b.y}" width="${w}" height="${b.h}" rx="10"/>`,
      );
      b.widths.forEach((bw, i) =>
        (b.who === "agent" ? agentBars : customerBars).push([x + 11, b.y + 11 + 8 * i, bw]),
      );
    } else if (b.who === "replies") {
      let x = AX;
      for (const w of b.widths) {
        extras.push(
          `<rect x="${x}" y="${b.y}" width="${w}" height="20" rx="10" fill="${C.white}" stroke="${C.violet}"/>`,
          bars([[x + 10, b.y + 10, w - 20]], C.violet),
        );
        x += w + 6;
      }
    } else if (b.who === "card") {
      const w = 2 * Math.round(60 + rnd() * 8);
      white.push(`<rect x="${AX}" y="${b.y}" width="${w}" height="46" rx="10"/>`);
      extras.push(
        `<rect x="${AX + 8}" y="${b.y + 8}" width="30" height="30" rx="8" fill="${look.halo}"/>`,
        `<circle cx="${AX + 23}" cy="${b.y + 23}" r="7" fill="${look.disc}"/>`,
        bars([[AX + 46, b.y + 13, w - 66]], C.ink, 5),
        bars([[AX + 46, b.y + 22, w - 82]], C.mist),
        bars([[AX + 46, b.y + 33, 34]], C.green, 6),
      );
    } else {
      white.push(`<rect x="${AX}" y="${b.y}" width="44" height="20" rx="10"/>`);
      extras.push(
        `<path d="M${AX + 13} ${b.y + 10}h.01m9 0h.01m9 0h.01" stroke="${C.lilac}" stroke-width="5"/>`,
      );
    }
  }
  if (!white.length || !green.length) fail(`${id}: the chat needs both the agent and the customer`);
  parts.push(
    `<g fill="${C.white}" stroke="${C.line}">${white.join("")}</g>`,
    `<g fill="${C.foam}">${green.join("")}</g>`,
    bars(agentBars, C.lilac),
    bars(customerBars, C.mint),
    ...extras,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" stroke-linecap="round" stroke-linejoin="round">` +
    parts.join("") +
    `</svg>\n`
  );
}

mkdirSync(OUT, { recursive: true });
const keep = new Set(agents.map((a) => `${a.id}.svg`));
for (const file of readdirSync(OUT)) if (file.endsWith(".svg") && !keep.has(file)) rmSync(new URL(file, OUT));
let largest = 0;
for (const agent of agents) {
  const svg = picture(agent);
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) fail(`${agent.id}.svg is ${bytes} B, over ${MAX_BYTES}`);
  for (const [color] of svg.matchAll(/#[0-9a-f]{3,6}\b/g))
    if (!PALETTE.has(color)) fail(`${agent.id}.svg uses ${color}, outside the palette`);
  writeFileSync(new URL(`${agent.id}.svg`, OUT), svg);
  largest = Math.max(largest, bytes);
}
console.log(`${agents.length} pictures in public/illustrations/agents (largest ${largest} B)`);
