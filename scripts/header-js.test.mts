import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { chunkModules, headerOnlyGzip } from "./header-js.mjs";

// Two chunks in Turbopack's format: the header's menu (1) needs a helper of its own (2) and React (3);
// the page's FAQ (4) needs React too.
const chunks = [
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,1,e=>{var a=e.i(2),b=e.i(3)},3,e=>{"react"}]);`,
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,2,e=>{"menu helper"},4,e=>{var r=e.i(3)}]);`,
];
const clientModules = {
  "[project]/src/components/layout/header/menu-bar.client.tsx": { id: 1 },
  "[project]/src/components/sections/faq/faq.client.tsx": { id: 4 },
};

it("reads each module's factory out of the chunks", () => {
  const modules = chunkModules(chunks);
  expect([...modules.keys()].sort()).toEqual([1, 2, 3, 4]);
  expect(modules.get(2)).toContain("menu helper");
});

it("counts the modules only the header's client components reach, not what the page shares", () => {
  const modules = chunkModules(chunks);
  const headerOnly = gzipSync([modules.get(1), modules.get(2)].join(","), { level: 9 }).length;
  expect(headerOnlyGzip(modules, clientModules)).toBe(headerOnly);
});
