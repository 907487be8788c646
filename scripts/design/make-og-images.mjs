// Design tool (run by hand, output committed): draws the share cards that every page announces as its
// Open Graph / Twitter image, public/og/orbitalk-<locale>.png (1200x630, one per locale, picked by
// src/site/metadata.ts). Each card has the Orbitalk mark and name, the home page's hero title as the
// tagline, its channel line, and a drawn chat on WhatsApp, RCS, voice and SMS with the site's channel
// icons (src/components/icons/channel-icons.tsx) in its colours (src/app/globals.css @theme).
// The copy comes from messages/<locale>/home.json (hero.title, hero.eyebrow; missing keys fall back to
// English, as en-AE's do on the site), so run it again after changing those. Debian's Chromium (headless,
// via Playwright) renders the card in Inter; sharp (installed with Next.js) writes a palette PNG.
// Usage: node scripts/design/make-og-images.mjs   (about 10 s)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { chromeFlags, chromePath } from "../chromium.mjs";

const W = 1200;
const H = 630;
const root = new URL("../../", import.meta.url);
const out = new URL("public/og/", root);
const sharp = createRequire(import.meta.url)("sharp");

const ink = {
  950: "#0b0a24",
  900: "#14123a",
  800: "#211e57",
  700: "#332f83",
  600: "#4a45b0",
  300: "#b9b7ee",
};
const signal = { 400: "#1fc77e", 300: "#6ee2ad" };
const chat = { bg: "#efeae2", out: "#d9fdd3", head: "#075e54", line: "#cfc8bd", outLine: "#a9d9a0" };

const fontFace = ["latin", "latin-ext", "cyrillic"]
  .map((file) => {
    const data = readFileSync(new URL(`public/fonts/inter-${file}.woff2`, root)).toString("base64");
    return `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${data}) format("woff2")}`;
  })
  .join("");

const icon = (paths) =>
  `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
const icons = {
  whatsapp: icon(
    `<path d="M12 3.5a8.5 8.5 0 0 1 0 17 8.4 8.4 0 0 1-4.2-1.1L3.5 20.5l1.2-4.1A8.5 8.5 0 0 1 12 3.5Z"/><path d="M9 8.8c0 3 2.2 5.6 5.4 6.2l1.1-1.3-1.9-1-1 .8a4.3 4.3 0 0 1-2-2l.8-1-.9-1.9Z"/>`,
  ),
  rcs: icon(
    `<rect x="3" y="4" width="18" height="13" rx="3"/><path d="M8 21l2.5-4M7 9h6M7 12h4"/><path d="M17 8.5l.6 1.3 1.4.2-1 1 .2 1.4-1.2-.7-1.2.7.2-1.4-1-1 1.4-.2Z"/>`,
  ),
  voice: icon(
    `<path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"/><path d="M15 3.5a6 6 0 0 1 5.5 5.5M15 7a2.5 2.5 0 0 1 2 2"/>`,
  ),
  sms: icon(
    `<path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1Z"/><path d="M8 10h.01M12 10h.01M16 10h.01" stroke-width="2.6"/>`,
  ),
};

const mark = (size) =>
  `<svg viewBox="0 0 32 32" width="${size}" height="${size}"><path d="M16 6.5a9.5 9.5 0 1 1-4.6 17.8L6.8 25.6l1.4-4.4A9.5 9.5 0 0 1 16 6.5Z" fill="#fff"/><ellipse cx="16" cy="16" rx="14.5" ry="5.6" transform="rotate(-24 16 16)" fill="none" stroke="${signal[400]}" stroke-width="2"/><circle cx="28.2" cy="10.1" r="2.6" fill="${signal[400]}"/></svg>`;

const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** One-letter words (Russian prepositions, Italian "e"…) stay on the line of the word they lead. */
const glue = (s) => s.replace(/(^|\s)(\p{L})\s/gu, "$1$2\u00a0");

/** A text line drawn as a rounded bar: the chat reads as a chat in every language. */
const bar = (width, color) => `<i class="bar" style="width:${width}px;background:${color}"></i>`;

/** The chat card: an AI agent answering on WhatsApp, with a quick reply and the reader typing. */
const chatCard = `
  <div class="chat">
    <div class="chat-head">
      <span class="avatar">${mark(26).replace('fill="#fff"', `fill="${chat.head}"`)}</span>
      <span class="head-lines">${bar(112, "#ffffffe6")}${bar(64, "#ffffff80")}</span>
    </div>
    <div class="thread">
      <div class="bubble in">${bar(170, chat.line)}${bar(120, chat.line)}</div>
      <div class="bubble out">${bar(150, chat.outLine)}<span class="ticks">✓✓</span></div>
      <div class="bubble in">${bar(186, chat.line)}${bar(150, chat.line)}${bar(90, chat.line)}</div>
      <div class="reply">${bar(110, chat.head)}</div>
      <div class="typing"><b></b><b></b><b></b></div>
    </div>
  </div>`;

function card({ title, channels, lang }) {
  const chips = ["whatsapp", "rcs", "voice", "sms"]
    .map(
      (id, i) =>
        `<span class="chip chip-${id}"><span class="dot">${icons[id]}</span>${escape(channels[i])}</span>`,
    )
    .join("");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
  ${fontFace}
  *{margin:0;box-sizing:border-box}
  body{width:${W}px;height:${H}px;overflow:hidden;font-family:Inter;color:#fff;position:relative;
    background:radial-gradient(520px 420px at 900px 330px,${ink[600]}73,${ink[700]}26 55%,transparent 75%),
      radial-gradient(380px 300px at 80px 640px,${signal[400]}1f,transparent 70%),
      linear-gradient(160deg,${ink[900]},${ink[950]})}
  .orbits{position:absolute;inset:0}
  .left{position:absolute;left:80px;top:72px;bottom:72px;width:560px;display:flex;flex-direction:column}
  .brand{display:flex;align-items:center;gap:16px;font-size:40px;font-weight:700;letter-spacing:-.02em}
  h1{margin-top:auto;font-size:64px;line-height:1.08;font-weight:700;letter-spacing:-.025em;text-wrap:balance}
  .eyebrow{margin-top:28px;font-size:22px;font-weight:500;color:${signal[300]};letter-spacing:.01em}
  .accent{width:72px;height:6px;border-radius:3px;background:${signal[400]};margin-top:36px}
  .chat{position:absolute;left:752px;top:92px;width:320px;height:446px;border-radius:28px;overflow:hidden;
    background:${chat.bg};box-shadow:0 30px 60px -20px #0b0a248c,0 0 0 8px ${ink[900]},0 0 0 9px #ffffff1a}
  .chat-head{display:flex;align-items:center;gap:12px;background:${chat.head};padding:22px 18px 14px}
  .avatar{display:grid;place-items:center;width:40px;height:40px;border-radius:50%;background:#fff}
  .head-lines{display:flex;flex-direction:column;gap:7px}
  .bar{display:block;height:9px;border-radius:5px}
  .thread{display:flex;flex-direction:column;gap:12px;padding:18px 16px}
  .bubble{display:flex;flex-direction:column;gap:8px;padding:13px 14px;border-radius:14px;box-shadow:0 1px 1px #0000001a}
  .in{align-self:flex-start;background:#fff;border-top-left-radius:4px}
  .out{align-self:flex-end;background:${chat.out};border-top-right-radius:4px;flex-direction:row;align-items:center;gap:10px}
  .ticks{font-size:13px;line-height:9px;color:#34b7f1;letter-spacing:-3px}
  .reply{align-self:flex-start;width:214px;display:flex;justify-content:center;padding:14px;border-radius:14px;background:#fff;box-shadow:0 0 0 2px ${signal[400]}}
  .typing{align-self:flex-end;display:flex;gap:5px;padding:12px 14px;border-radius:14px;background:${chat.out}}
  .typing b{width:8px;height:8px;border-radius:50%;background:${chat.head};opacity:.55}
  .typing b:nth-child(2){opacity:.75}.typing b:nth-child(3){opacity:.95}
  .chip{position:absolute;display:flex;align-items:center;gap:10px;padding:9px 18px 9px 9px;border-radius:999px;
    background:${ink[800]};box-shadow:0 0 0 1px ${ink[600]},0 12px 24px -10px #0b0a24b3;font-size:20px;font-weight:600;white-space:nowrap}
  .dot{display:grid;place-items:center;width:36px;height:36px;border-radius:50%}
  .dot svg{width:22px;height:22px}
  .chip-whatsapp{left:674px;top:150px}.chip-whatsapp .dot{background:${signal[400]};color:${ink[950]}}
  .chip-rcs{right:42px;top:64px}.chip-rcs .dot{background:${ink[300]};color:${ink[900]}}
  .chip-voice{right:50px;top:372px}.chip-voice .dot{background:${signal[300]};color:${ink[900]}}
  .chip-sms{left:690px;top:472px}.chip-sms .dot{background:#d9d8f6;color:${ink[900]}}
  </style></head><body>
  <svg class="orbits" viewBox="0 0 ${W} ${H}" fill="none">
    <g transform="rotate(-24 912 315)">
      <ellipse cx="912" cy="315" rx="330" ry="128" stroke="${ink[600]}" stroke-width="1.5" opacity=".8"/>
      <ellipse cx="912" cy="315" rx="390" ry="168" stroke="${ink[700]}" stroke-width="1.2" opacity=".7"/>
    </g>
    <circle cx="1176" cy="288" r="9" fill="${signal[400]}"/>
  </svg>
  <div class="left">
    <div class="brand">${mark(60)}Orbitalk</div>
    <h1>${escape(glue(title))}</h1>
    <p class="eyebrow">${escape(channels.join(" · "))}</p>
    <i class="accent"></i>
  </div>
  ${chatCard}
  ${chips}
  </body></html>`;
}

const messages = (locale) => JSON.parse(readFileSync(new URL(`messages/${locale}/home.json`, root), "utf8"));
const locales = readdirSync(new URL("messages/", root));
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
mkdirSync(out, { recursive: true });
for (const locale of locales) {
  const hero = { ...messages("en").hero, ...messages(locale).hero };
  const channels = hero.eyebrow.split(" · ");
  await page.setContent(card({ title: hero.title, channels, lang: locale }));
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: "png" });
  const small = await sharp(png)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  writeFileSync(new URL(`orbitalk-${locale}.png`, out), small);
  console.log(`public/og/orbitalk-${locale}.png: ${(small.length / 1024).toFixed(0)} KB`);
}
await browser.close();
