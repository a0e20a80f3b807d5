// Runs in a worker thread (pdf-render-pool.ts keeps one or two alive): renders generated phase
// PDFs off the event loop (issue #13, docs/decisions/0092-pdf-cache-and-worker.md). Plain
// JavaScript that registers tsx itself, because a worker on Node 20 cannot load TypeScript
// without a loader and the renderer (pdf.ts, the domain's formatting) is TypeScript. Loading
// costs about a second, once per worker, not per render.
//
// In: messages { id, input: PhasePdfInput }. Out: { id, ok: true, pdf: Uint8Array } or
// { id, ok: false, message }.
import { parentPort, threadId } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { renderPhasePdf } = await import("./pdf.ts");

parentPort.on("message", async ({ id, input }) => {
  try {
    const pdf = await renderPhasePdf(input);
    // Handed over, not copied, unless the Buffer shares its memory (Node's small-buffer pool).
    const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const bytes = whole ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
    parentPort.postMessage({ id, ok: true, pdf: bytes, threadId }, [bytes.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, ok: false, message: String(err?.stack ?? err) });
  }
});
parentPort.postMessage({ ready: true });
