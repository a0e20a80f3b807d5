import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Brotli and gzip copies of the web build's text files (issue #13, docs/decisions/0097), written
 * beside each file as `.br` and `.gz`. The server sends the copy the browser accepts
 * (@fastify/static `preCompressed`), so a phone downloads the 270 KB entry script as about 85 KB
 * and nothing is compressed per request. Fonts and images are compressed formats already; the
 * prerendered HTML is compressed by the server, which writes the support address into it first.
 */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a packet and costs a file. */
const MIN_BYTES = 1024;

export interface PrecompressFigures {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export function precompress(dir: string): PrecompressFigures {
  const figures: PrecompressFigures = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(dir, entry);
    if (!TEXT_FILE.test(entry) || !statSync(file).isFile()) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    figures.files += 1;
    figures.bytes += data.length;
    figures.brotliBytes += br.length;
    figures.gzipBytes += gz.length;
  }
  return figures;
}
