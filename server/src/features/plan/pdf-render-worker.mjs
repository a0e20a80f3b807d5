// Runs in a worker thread (pdf-render-pool.ts keeps one or two alive): renders generated phase
// PDFs off the event loop (issue #13, docs/decisions/0092-pdf-cache-and-worker.md). Plain
// JavaScript that registers tsx itself, because a worker on Node 20 cannot load TypeScript
// without a loader and the renderer (pdf.ts, the domain's formatting) is TypeScript. Loading
// costs about a second, once per worker, not per render.
//
// In: a PhasePdfInput. Out: the PDF's bytes (a Uint8Array, handed over, not copied). The
// protocol around them is core/worker-host.mjs's (decision 0116).
import { register } from "tsx/esm/api";
import { serve, transferable } from "../../core/worker-host.mjs";

register();
const { renderPhasePdf } = await import("./pdf.ts");

serve(async (input) => {
  const pdf = transferable(await renderPhasePdf(input));
  return { output: pdf, transfer: [pdf.buffer] };
});
