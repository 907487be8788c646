// How long this machine takes to touch fresh memory, next to touching the same memory again. Each
// cold visit of the bench opens a new browser context, so a new renderer allocates afresh for its
// style, layout and script; on a machine whose first touch is slow (seen on a virtual machine: 30 to
// 50 times slower than the second), that work and Lighthouse's main-thread figures run slow, and more so
// for a full page than for the floor. `npm run bench` prints and records the probe, so figures
// from such a machine are compared with figures from the same machine.
import { spawnSync } from "node:child_process";

/** A first touch slower than this many times the second marks the machine in the bench output. */
export const SLOW_FIRST_TOUCH_RATIO = 20;

const probe = (mb) => `
const start = performance.now();
const buffer = Buffer.alloc(${mb} * 1024 * 1024);
buffer.fill(1);
const touched = performance.now();
buffer.fill(2);
process.stdout.write(JSON.stringify([touched - start, performance.now() - touched]));`;

/** In a fresh process: { mb, firstTouchMs, againMs, ratio, slow }. */
export function memoryProbe(mb = 256) {
  const run = spawnSync(process.execPath, ["-e", probe(mb)], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`memory probe failed: ${run.stderr}`);
  const [first, again] = JSON.parse(run.stdout);
  const ratio = first / Math.max(again, 1);
  return {
    mb,
    firstTouchMs: Math.round(first),
    againMs: Math.round(again),
    ratio: Number(ratio.toFixed(1)),
    slow: ratio > SLOW_FIRST_TOUCH_RATIO,
  };
}

/** The line `npm run bench` prints about the machine. */
export function describeProbe({ mb, firstTouchMs, againMs, ratio, slow }) {
  return (
    `Machine: ${mb} MB of fresh memory touched in ${firstTouchMs} ms, again in ${againMs} ms (${ratio}×)` +
    (slow
      ? `\n  First touches are slow here: every browser figure runs slower, a full page more than the floor.` +
        `\n  Compare these figures only with figures from this machine.`
      : "")
  );
}
