// The worker side of core/worker-pool.ts (issue #13, decision 0116): a worker file registers
// tsx, imports the TypeScript it runs, then calls `serve`. Plain JavaScript, because a worker on
// Node 20 cannot load TypeScript without a loader.
//
// In: messages { id, input }. Out: { ready: true } once, then per job { id, ok: true, output,
// threadId } or { id, ok: false, message }.
import { parentPort, threadId } from "node:worker_threads";

/** Answers each job with `handle(input)`: `{ output, transfer }`, the ArrayBuffers in `transfer` handed over, not copied. */
export function serve(handle) {
  parentPort.on("message", async ({ id, input }) => {
    try {
      const { output, transfer = [] } = await handle(input);
      parentPort.postMessage({ id, ok: true, output, threadId }, transfer);
    } catch (err) {
      parentPort.postMessage({ id, ok: false, message: String(err?.stack ?? err) });
    }
  });
  parentPort.postMessage({ ready: true });
}

/** `buf`'s bytes in a Uint8Array whose memory can be transferred: its own, copied only when the Buffer shares Node's small-buffer pool. */
export function transferable(buf) {
  const whole = buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength;
  return whole ? new Uint8Array(buf.buffer) : new Uint8Array(buf);
}
