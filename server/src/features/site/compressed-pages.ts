import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";

/** What a page may be sent as, best first; "identity" is the page as it is. */
const ENCODINGS = ["br", "gzip", "identity"] as const;
export type PageEncoding = (typeof ENCODINGS)[number];

const negotiator = new Negotiator<PageEncoding>({ supportedValues: [...ENCODINGS] });

/** The encoding to send for an Accept-Encoding header (none or unknown: the page as it is). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  return (header && negotiator.negotiate(header)) || "identity";
}

/**
 * A page's HTML in each encoding, compressed once on first use and kept (issue #13, decision
 * 0097): the pages are small (about 12 KB) and few (one per prerendered path), so compressing at
 * start would only delay start-up, and compressing per request would repeat the work.
 */
export class CompressedPage {
  readonly #html: Buffer;
  readonly #encoded = new Map<PageEncoding, Buffer>();

  constructor(html: string) {
    this.#html = Buffer.from(html, "utf8");
  }

  body(encoding: PageEncoding): Buffer {
    if (encoding === "identity") return this.#html;
    let body = this.#encoded.get(encoding);
    if (!body) {
      body =
        encoding === "br"
          ? brotliCompressSync(this.#html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.#html, { level: 9 });
      this.#encoded.set(encoding, body);
    }
    return body;
  }
}
