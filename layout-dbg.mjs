import { chromium } from "@playwright/test";
const [v, n = 7] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const res = [];
for (let i = 0; i < n; i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  await b.startTracing(p, { categories: ["devtools.timeline"] });
  await p.goto(`http://localhost:3200/tmpdbg/${v}.html`, { waitUntil: "load" });
  await p.waitForTimeout(800);
  const ev = JSON.parse((await b.stopTracing()).toString()).traceEvents;
  res.push(Math.round(Math.max(...ev.filter((e) => e.name === "Layout" && e.ph === "X").map((e) => e.dur / 1000))));
  await ctx.close();
}
res.sort((a, b) => a - b);
console.log(v.padEnd(10), "max layout ms:", res.join(" "), " median", res[Math.floor(res.length / 2)]);
await b.close();
