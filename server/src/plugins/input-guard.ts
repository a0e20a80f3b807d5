import fp from "fastify-plugin";
import { HttpError } from "./errors.ts";

export const NUL_REFUSED =
  "The request contains a character that cannot be stored (U+0000, or half of a character such as an emoji). Remove it and try again.";

/**
 * Text PostgreSQL cannot hold: U+0000, and a UTF-16 surrogate without its pair (half an emoji),
 * which has no UTF-8 form at all.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is exactly what is refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every route's body limit unless it declares its own: the largest honest JSON body (a
 * questionnaire save, a training session with its sets) is about 20 KB. Uploads are multipart and
 * bounded by their own file limits, not by this.
 */
export const DEFAULT_BODY_LIMIT = 32 * 1024;

/** No honest body nests deeper than a handful of levels (a session's sets are four deep). */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects are accepted.`;

/**
 * True when JSON text opens more than `max` arrays or objects inside one another. One pass over
 * the characters, before any parse: JSON.parse of a deep `[[[…]]]` builds every level first, and
 * that allocation was the cost (a 1 MB body held the event loop for hundreds of milliseconds).
 * Brackets inside strings do not count; escapes inside strings are skipped.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * True when a string anywhere in a parsed JSON body, query or params holds text PostgreSQL cannot
 * store (UNSTORABLE, in a value or a key). Iterative, so a 50,000-deep body cannot overflow the stack. Binary data (a Buffer, a
 * typed array) and streams are not walked. Objects of any prototype are: Fastify's query and
 * params objects have one of their own.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (UNSTORABLE.test(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === "object") {
      if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer || typeof (v as { pipe?: unknown }).pipe === "function")
        continue;
      for (const [k, child] of Object.entries(v)) {
        if (UNSTORABLE.test(k)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000 or a lone surrogate: either, reaching a query, failed it with
 * a 500 (the fuzzer's `{"token":"\u0000"}` to /api/auth/revoke-session; an outside test's
 * `"\ud83dx"` in the sign-up answers). No field of this product may hold one, so every request
 * carrying one is refused up front with a 400, for our routes and better-auth's alike, and
 * nothing is read or written.
 */
export default fp(
  async (app) => {
    // Fastify's own JSON parser (prototype-poisoning checks and all), behind the depth check.
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        done(new HttpError(400, TOO_DEEP, "BODY_TOO_DEEP"), undefined);
        return;
      }
      parseJson(req, text, done);
    });

    app.addHook("preValidation", async (req) => {
      if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
        throw new HttpError(400, NUL_REFUSED, "INVALID_CHARACTER");
      }
    });
  },
  { name: "input-guard" },
);
