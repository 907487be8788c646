import { appendFileSync } from "node:fs";

let file;

export function initialize(data) {
  file = data.file;
}

// Recorded before resolving, so an import that fails (a missing dev dependency) is recorded too.
export async function resolve(specifier, context, nextResolve) {
  if (file) appendFileSync(file, `${specifier}\n`);
  return nextResolve(specifier, context);
}
