import { Worker } from "node:worker_threads";
import { NoFreeSlot, WorkSlots } from "#server/core/work-slots";

/**
 * A coach's PDF is never served as uploaded: it is parsed with a real PDF parser and rewritten
 * through a sanitising re-save (pages copied into a new document, no catalog extras, no actions,
 * no attachments, no forms, no reference to a file outside it, only http(s) links), then the
 * OUTPUT is checked by a second, independent reader (issue #14 finding 2, docs/decisions/0051-coach-pdf-sanitising.md).
 * The work runs in a worker thread with a memory ceiling, a time budget, a decode budget and a
 * page cap, one upload at a time, so a hostile file costs bounded CPU and memory and never
 * blocks the event loop.
 */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** Coach plans run to a few dozen pages; a thousand is far beyond any real one. */
export const MAX_PDF_PAGES = 1000;
/** Bytes the parser may inflate (object and xref streams) per file: a decompression bomb stops here. */
const DECODE_BUDGET = 64 * 1024 * 1024;
/** Wall-clock budget per file, worker start included (about 0.3 s): a real 20 MB PDF takes about a second. */
const TIME_BUDGET_MS = 15_000;
const WORKER_HEAP_MB = 256;
/** One rewrite at a time, three more waiting: coach uploads are rare, and each may hold ~300 MB. */
const slots = new WorkSlots(1, 3);

export type PdfRefusal = "empty" | "not-pdf" | "encrypted" | "too-complex" | "unsafe" | "busy";
export type PdfVerdict = { ok: true; pdf: Buffer; pages: number } | { ok: false; reason: PdfRefusal; detail?: string };

type WorkerAnswer = { ok: true; pdf: Uint8Array; pages: number } | { ok: false; reason: PdfRefusal; detail: string };

export async function sanitisePdf(data: Buffer): Promise<PdfVerdict> {
  if (data.length === 0) return { ok: false, reason: "empty" };
  if (!/^%PDF-[12]\.\d/.test(data.toString("latin1", 0, 8))) return { ok: false, reason: "not-pdf" };
  const { fileTypeFromBuffer } = await import("file-type"); // at the first upload, not at start-up
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== "application/pdf") return { ok: false, reason: "not-pdf" };
  if (!endsLikePdf(data)) return { ok: false, reason: "not-pdf" };
  try {
    const answer = await slots.run(() => inWorker(data));
    return answer.ok ? { ok: true, pdf: Buffer.from(answer.pdf), pages: answer.pages } : answer;
  } catch (err) {
    if (err instanceof NoFreeSlot) return { ok: false, reason: "busy" };
    throw err;
  }
}

/** A PDF ends with %%EOF (viewers accept some trailing junk: 4 KB here); a truncated upload does not. */
function endsLikePdf(data: Buffer): boolean {
  return data.toString("latin1", Math.max(0, data.length - 4096)).includes("%%EOF");
}

function inWorker(data: Buffer): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./pdf-sanitise-worker.mjs", import.meta.url), {
      workerData: { data: new Uint8Array(data), maxPages: MAX_PDF_PAGES, decodeBudget: DECODE_BUDGET },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (answer: WorkerAnswer | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    const timer = setTimeout(
      () => settle({ ok: false, reason: "too-complex", detail: "time budget exceeded" }),
      TIME_BUDGET_MS,
    );
    worker.on("message", (answer: WorkerAnswer) => settle(answer));
    worker.on("error", (err: NodeJS.ErrnoException) => {
      // Out of heap is the file's fault (too big to rewrite within the ceiling), not ours.
      if (err.code === "ERR_WORKER_OUT_OF_MEMORY")
        settle({ ok: false, reason: "too-complex", detail: "out of memory" });
      else settle(err);
    });
    worker.on("exit", (code) => settle(new Error(`PDF worker exited with code ${code} and no answer`)));
  });
}
