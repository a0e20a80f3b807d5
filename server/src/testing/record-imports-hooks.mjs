import { appendFileSync } from "node:fs";

/** Loader hooks for record-imports.mjs (they run on the loader's own thread). */
let file;
let thread;

export function initialize(data) {
  file = data.file;
  thread = data.threadId;
}

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  appendFileSync(file, `${thread} ${result.url}\n`);
  return result;
}
