/**
 * `node --import ./record-imports.mjs` (through NODE_OPTIONS, so worker threads get it too):
 * appends `<threadId> <url>` for every module URL the ESM loader resolves to the file named by
 * RECORD_IMPORTS_FILE (startup-imports.test.ts). A CommonJS package imported from ESM (pdfkit,
 * sharp) passes through here at its entry; what it requires inside does not, and need not:
 * the test asks which packages were entered at all, and by which thread.
 */
import { register } from "node:module";
import { threadId } from "node:worker_threads";

const file = process.env.RECORD_IMPORTS_FILE;
if (file) register("./record-imports-hooks.mjs", { parentURL: import.meta.url, data: { file, threadId } });
