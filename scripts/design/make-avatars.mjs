// Design tool (run by hand, output committed): draws the leadership team's avatars for /company as
// flat SVG illustrations in public/team. Every bust shares one skeleton (background disc, shoulders,
// neck, head, ears, face) and only the palette, hair, clothing and a few extras change, so the eight
// files read as one set. No text, filters, rasters or external references; each file stays < 4 KB.
import { mkdirSync, writeFileSync } from "node:fs";

const OUT = new URL("../../public/team/", import.meta.url);
const INK = "#1b1936";
const INDIGO = "#2e2a6b";
const GREEN = "#25d366";
const WHITE = "#fff";

/** Mixes hex colour `a` towards `b` by `t` (0..1). */
function mix(a, b, t) {
  const p = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [x, y] = [p(a), p(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
const shade = (c, t) => mix(c, "#000000", t);
const tint = (c, t) => mix(c, "#ffffff", t);

// Shared skeleton. Head is an egg centred on x=120; eyes sit on y=104.
const FACE = "M83 100C83 73 99 58 120 58s37 15 37 42c0 27-16 47-37 47s-37-20-37-47z";
const EARS = (c) =>
  `<ellipse cx="84" cy="106" rx="8" ry="11" fill="${c}"/><ellipse cx="156" cy="106" rx="8" ry="11" fill="${c}"/>`;
const NECK = "M104 128v46l16 14 16-14v-46z";
const BODY = "M22 250c2-48 28-78 70-82h56c42 4 68 34 70 82z";

/** Clothing variants: drawn over the neck's base so necklines overlap it. */
const clothes = {
  // Dark blazer, open white shirt collar.
  blazer: (c = INK) =>
    `<path d="${BODY}" fill="${c}"/><path d="M96 168l24 50 24-50z" fill="${WHITE}"/>` +
    `<path d="M104 162v8l16 14 16-14v-8z" fill="var(--n)"/>` +
    `<path d="M102 160l-8 14 20 20 6-10zM138 160l8 14-20 20-6-10z" fill="${WHITE}"/>` +
    `<path d="M92 170l28 48-34-4-8-38zM148 170l-28 48 34-4 8-38z" fill="${tint(c, 0.1)}"/>` +
    `<circle cx="160" cy="196" r="4" fill="${GREEN}"/>`,
  // Crew-neck sweater with a white shirt collar peeking out.
  sweater: (c = INDIGO) =>
    `<path d="${BODY}" fill="${c}"/>` +
    `<path d="M104 160h32v10h-32z" fill="var(--n)"/>` +
    `<path d="M99 167c4 13 11 19 21 19s17-6 21-19z" fill="var(--n)"/>` +
    `<path d="M99 167c4 13 11 19 21 19s17-6 21-19" fill="none" stroke="${tint(c, 0.14)}" stroke-width="6"/>` +
    `<path d="M102 166l-6 10 18 6zM138 166l6 10-18 6z" fill="${WHITE}"/>`,
  // Indigo top with a green accent neckline (women's variant).
  top: (c = INDIGO) =>
    `<path d="${BODY}" fill="${c}"/>` +
    `<path d="M104 160h32v10h-32z" fill="var(--n)"/>` +
    `<path d="M100 168c4 16 11 24 20 24s16-8 20-24" fill="var(--n)" stroke="${GREEN}" stroke-width="5"/>`,
  // Cardigan over a green tee.
  cardigan: (c = INK) =>
    `<path d="${BODY}" fill="${c}"/><path d="M96 168c6 22 14 30 24 30s18-8 24-30z" fill="${GREEN}"/>` +
    `<path d="M104 160h32v10h-32zM102 168c4 10 10 14 18 14s14-4 18-14z" fill="var(--n)"/>` +
    `<path d="M96 168l22 72h-16l-14-68zM144 168l-22 72h16l14-68z" fill="${tint(c, 0.1)}"/>`,
};

/** Face features; `mouth` is the smile colour. */
function face({ skin, brow, mouth, lashes = false, blush = false }) {
  const line = `fill="none" stroke-linecap="round"`;
  return (
    (blush
      ? `<ellipse cx="99" cy="120" rx="7" ry="4" fill="#f07a7a" opacity=".22"/><ellipse cx="141" cy="120" rx="7" ry="4" fill="#f07a7a" opacity=".22"/>`
      : "") +
    `<circle cx="106" cy="104" r="3.4" fill="${INK}"/><circle cx="134" cy="104" r="3.4" fill="${INK}"/>` +
    `<circle cx="107.2" cy="102.8" r="1" fill="${WHITE}"/><circle cx="135.2" cy="102.8" r="1" fill="${WHITE}"/>` +
    (lashes ? `<path d="M100 101l-3-2M140 101l3-2" ${line} stroke="${INK}" stroke-width="2"/>` : "") +
    `<path d="M99 93q7-4 14-1M127 92q7-3 14 1" ${line} stroke="${brow}" stroke-width="3.5"/>` +
    `<path d="M120 108q-3 7 0 10" ${line} stroke="${shade(skin, 0.22)}" stroke-width="2.5"/>` +
    `<path d="M111 127q9 6 18 0" ${line} stroke="${mouth}" stroke-width="2.6"/>`
  );
}

const people = [
  {
    id: "aarav-menon",
    bg: "#eceaf8",
    skin: "#a86b45",
    hair: "#1d1a1f",
    clothes: clothes.blazer(),
    // Short black hair with a soft quiff.
    back: "",
    front: (h) =>
      `<path d="M82 104c-4-32 10-54 40-54 26 0 40 16 38 48l-6-8c-2-14-12-22-30-20-16 2-28 0-34 10-4 8-4 14-8 24z" fill="${h}"/>`,
    // Full, neat beard with the moustache; the mouth shows through it.
    extra: (h, s) =>
      `<path d="M84 104c0 30 14 50 36 50s36-20 36-50c-4 6-6 14-10 20-6-6-16-8-26-8s-20 2-26 8c-4-6-6-14-10-20z" fill="${h}"/>` +
      `<path d="M111 128q9 7 18 0" fill="none" stroke="${tint(s, 0.35)}" stroke-width="3" stroke-linecap="round"/>`,
    mouthInBeard: true,
  },
  {
    id: "sofia-ricci",
    bg: "#dcf8eb",
    skin: "#f1c8a4",
    hair: "#4a2c1f",
    clothes: clothes.top(),
    noEars: true,
    lashes: true,
    // Long wavy hair falling over the shoulders.
    back: (h) =>
      `<path d="M120 50c-36 0-50 28-50 60 0 24-6 38-4 56 2 16-4 26 0 38h108c4-12-2-22 0-38 2-18-4-32-4-56 0-32-14-60-50-60z" fill="${h}"/>`,
    front: (h) =>
      `<path d="M78 112c-2-38 16-60 44-60 28 0 42 20 40 50-10-10-20-24-26-36-8 18-30 26-48 28-4 6-8 12-10 18z" fill="${h}"/>` +
      `<path d="M79 104c-4 22 4 36-2 56-4 14 2 26-4 40 12 0 22-8 24-20 2-12-4-20-1-32 2-10-4-16-8-22-4-6-7-12-9-22zM161 104c4 22-4 36 2 56 4 14-2 26 4 40-12 0-22-8-24-20-2-12 4-20 1-32-2-10 4-16 8-22 4-6 7-12 9-22z" fill="${h}"/>` +
      `<path d="M84 146c-6 10 4 22-2 34M156 146c6 10-4 22 2 34M132 60c8 4 16 14 20 26" fill="none" stroke="${tint(h, 0.16)}" stroke-width="3" stroke-linecap="round"/>`,
  },
  {
    id: "rahul-iyer",
    bg: "#dcd9f3",
    skin: "#8a5638",
    hair: "#171417",
    clothes: clothes.sweater(),
    back: "",
    // Short, tidy side-parted hair.
    front: (h) =>
      `<path d="M83 102c-4-30 12-50 38-50 24 0 40 14 36 50l-4-14c-8-14-18-18-30-14-8-6-22-6-30 2-6 6-8 16-10 26z" fill="${h}"/>`,
    // Round glasses.
    extra: () =>
      `<g fill="none" stroke="${INK}" stroke-width="3"><circle cx="106" cy="104" r="11" fill="#fff" fill-opacity=".18"/><circle cx="134" cy="104" r="11" fill="#fff" fill-opacity=".18"/><path d="M117 102q3-3 6 0M95 102l-10-3M145 102l10-3"/></g>`,
  },
  {
    id: "layla-haddad",
    bg: "#eceaf8",
    skin: "#d9a37b",
    hair: "#2b1d18",
    clothes: clothes.cardigan(),
    noEars: true,
    lashes: true,
    back: "",
    // Hijab: wraps the head and neck and drapes over the shoulders (drawn over the clothes).
    mid: () =>
      `<path d="M120 46c-32 0-52 24-52 58 0 26 6 46 4 56-18 8-26 20-28 30 24 14 52 18 76 18s52-4 76-18c-2-10-10-22-28-30-2-20 4-30 4-56 0-34-20-58-52-58z" fill="${INDIGO}"/>`,
    front: () =>
      `<path d="M120 54c-30 0-44 22-42 48 2-20 18-38 42-38s40 18 42 38c2-26-12-48-42-48z" fill="${tint(INDIGO, 0.16)}"/>` +
      `<path d="M84 152c14 14 24 20 36 20s22-6 36-20" fill="none" stroke="${tint(INDIGO, 0.16)}" stroke-width="4" stroke-linecap="round"/>`,
  },
  {
    id: "mariana-costa",
    bg: "#dcd9f3",
    skin: "#b57a4e",
    hair: "#2e1c14",
    clothes: clothes.blazer(INDIGO),
    noEars: true,
    lashes: true,
    // Big curly hair: a cloud of circles around the head.
    back: (h) =>
      `<g fill="${h}">` +
      [
        [120, 56, 30],
        [92, 64, 24],
        [148, 64, 24],
        [76, 86, 20],
        [164, 86, 20],
        [70, 112, 20],
        [170, 112, 20],
        [72, 138, 19],
        [168, 138, 19],
        [80, 160, 16],
        [160, 160, 16],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
        .join("") +
      `</g>`,
    front: (h) =>
      `<g fill="${h}"><circle cx="96" cy="72" r="15"/><circle cx="118" cy="66" r="15"/><circle cx="140" cy="70" r="15"/><circle cx="155" cy="84" r="11"/><circle cx="85" cy="86" r="11"/></g>` +
      `<path d="M108 58a10 10 0 0 1 14 0M86 78a9 9 0 0 1 12-4M142 62a10 10 0 0 1 12 6" fill="none" stroke="${tint(h, 0.2)}" stroke-width="3" stroke-linecap="round"/>`,
  },
  {
    id: "emre-demir",
    bg: "#dcf8eb",
    skin: "#e2b189",
    hair: "#2a211d",
    clothes: clothes.sweater(INK),
    back: "",
    // Short crop.
    front: (h) =>
      `<path d="M82 100c-2-30 14-48 38-48s40 18 38 48l-4-12c-6-10-12-14-18-14-10 4-22 4-32 0-8 2-16 10-18 20z" fill="${h}"/>`,
    // Moustache.
    extra: (h) =>
      `<path d="M120 119c-6-2-14-1-18 6 6-1 12 0 18-2 6 2 12 1 18 2-4-7-12-8-18-6z" fill="${h}"/>`,
    mouthY: 4,
  },
  {
    id: "priya-nair",
    bg: "#dcf8eb",
    skin: "#9a6443",
    hair: "#1b1618",
    clothes: clothes.top(INK),
    lashes: true,
    // Bun on top, tied with a green band.
    back: (h) => `<circle cx="120" cy="44" r="20" fill="${h}"/>`,
    front: (h) =>
      `<path d="M82 106c-4-34 12-52 38-52s42 18 38 52c-4-16-10-28-24-34-6-2-12-2-14 4-2-6-8-6-14-4-14 6-20 18-24 34z" fill="${h}"/>` +
      `<path d="M106 58q14-8 28 0" fill="none" stroke="${GREEN}" stroke-width="5" stroke-linecap="round"/>`,
  },
  {
    id: "daniel-ortega",
    bg: "#eceaf8",
    skin: "#eebf98",
    hair: "#a7a6b0",
    clothes: clothes.blazer(),
    back: "",
    // Swept-back grey hair.
    front: (h) =>
      `<path d="M82 104c-4-30 10-52 38-52 28 0 42 18 38 52-2-10-6-16-8-20-12 0-28-2-40-10-6 6-18 10-22 12-4 6-6 12-6 18z" fill="${h}"/>` +
      `<path d="M110 64c10 6 22 8 32 8" fill="none" stroke="${tint(h, 0.3)}" stroke-width="3" stroke-linecap="round"/>`,
    // Slight stubble on the jaw.
    extra: (h) =>
      `<path d="M86 112c2 22 16 34 34 34s32-12 34-34c-4 8-10 12-16 12-6-4-12-6-18-6s-12 2-18 6c-6 0-12-4-16-12z" fill="${shade(h, 0.3)}" opacity=".2"/>`,
  },
];

mkdirSync(OUT, { recursive: true });
for (const p of people) {
  const neck = shade(p.skin, 0.14);
  const hair = p.hair;
  const mouth = shade(p.skin, 0.55);
  const clip = `c-${p.id}`;
  const body =
    (p.back ? p.back(hair) : "") +
    `<path d="${NECK}" fill="${neck}"/>` +
    // The chin's shadow on the neck.
    `<path d="M104 140c4 8 10 12 16 12s12-4 16-12v12c-4 6-10 9-16 9s-12-3-16-9z" fill="${shade(p.skin, 0.26)}"/>` +
    p.clothes.replaceAll("var(--n)", neck) +
    (p.mid ? p.mid(hair) : "") +
    (p.noEars ? "" : EARS(shade(p.skin, 0.06))) +
    `<path d="${FACE}" fill="${p.skin}"/>` +
    // Light from the upper left: the far cheek and the jaw in a soft shadow.
    `<path d="M124 58c20 2 33 17 33 42 0 27-16 47-37 47-6 0-11-2-15-5 20 0 34-18 34-42 0-20-6-34-15-42z" fill="${shade(p.skin, 0.09)}"/>` +
    face({
      skin: p.skin,
      brow: p.id === "layla-haddad" ? "#2b1d18" : shade(hair, 0.05),
      mouth,
      lashes: p.lashes,
    }) +
    (p.extra ? p.extra(hair, p.skin) : "") +
    p.front(hair);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<clipPath id="${clip}"><circle cx="120" cy="120" r="120"/></clipPath>` +
    `<linearGradient id="g-${p.id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(p.bg, 0.55)}"/><stop offset="1" stop-color="${shade(p.bg, 0.04)}"/></linearGradient>` +
    `<circle cx="120" cy="120" r="120" fill="url(#g-${p.id})"/>` +
    // A quiet orbit behind the head: the brand's ring motif.
    `<circle cx="120" cy="104" r="84" fill="none" stroke="${WHITE}" stroke-opacity=".7" stroke-width="2"/>` +
    `<g clip-path="url(#${clip})"><g transform="translate(-18 -16) scale(1.15)">${body}</g></g></svg>\n`;
  writeFileSync(new URL(`${p.id}.svg`, OUT), svg);
  console.log(`${p.id}.svg ${svg.length} B`);
}
