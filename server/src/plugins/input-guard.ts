import fp from "fastify-plugin";
import { HttpError } from "./errors.ts";

export const NUL_REFUSED = "The request contains a character that is not allowed (U+0000).";

/**
 * True when a string anywhere in a parsed JSON body, query or params holds U+0000 (in a value or
 * a key). Iterative, so a 50,000-deep body cannot overflow the stack. Binary data (a Buffer, a
 * typed array) and streams are not walked. Objects of any prototype are: Fastify's query and
 * params objects have one of their own.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === "object") {
      if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer || typeof (v as { pipe?: unknown }).pipe === "function")
        continue;
      for (const [k, child] of Object.entries(v)) {
        if (k.includes("\u0000")) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte that reached a query failed it with a 500
 * (found by the fuzzer on PostgreSQL: `{"token":"\u0000"}` to /api/auth/revoke-session). No field
 * of this product may hold one, so every request carrying one is refused up front with a 400,
 * for our routes and better-auth's alike, and nothing is read or written.
 */
export default fp(
  async (app) => {
    app.addHook("preValidation", async (req) => {
      if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
        throw new HttpError(400, NUL_REFUSED, "INVALID_CHARACTER");
      }
    });
  },
  { name: "input-guard" },
);
