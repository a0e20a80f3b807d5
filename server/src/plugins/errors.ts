import fp from "fastify-plugin";
import type { FastifyError, FastifyRequest } from "fastify";
import { ZodError } from "zod";

/** A 4xx the client can act on: the message says exactly what to fix. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Seconds a client is told to wait after a 503 (a store or database briefly away, a request
 * past its deadline): long enough for a blip to pass, short enough that a person retries.
 */
export const RETRY_AFTER_SECONDS = 5;

/** What a client is told when its multipart body cannot be read (issue #14 finding 10). */
export const MALFORMED_MULTIPART =
  'The upload could not be read: send one file as multipart/form-data in the field "file", as a browser form does.';

/**
 * The multipart parser (@fastify/busboy under @fastify/multipart) reports a malformed body (no
 * boundary, a body that ends before its closing boundary, an unusable boundary or content type)
 * with plain Errors: no code and no status, so without this they answered 500 and logged a stack.
 * They are the client's doing: a 400 with one clear message, and nothing logged as an error.
 * Its limit errors (FST_PARTS_LIMIT …) carry a status but a terse message, so they get it too.
 */
const BUSBOY_MESSAGES =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Unsupported Content-Type\.|Missing Content-Type-header\.|The needle (cannot|has to))/;
const MULTIPART_CODES = new Set([
  "FST_PARTS_LIMIT",
  "FST_FILES_LIMIT",
  "FST_FIELDS_LIMIT",
  "FST_PROTO_VIOLATION",
  "FST_INVALID_MULTIPART_CONTENT_TYPE",
  "FST_INVALID_JSON_FIELD_ERROR",
  "FST_MP_PREMATURE_CLOSE",
]);

function isMalformedMultipart(err: FastifyError | HttpError | ZodError, req: FastifyRequest): boolean {
  if (!/^multipart\//i.test(req.headers["content-type"] ?? "")) return false;
  const code = (err as FastifyError).code;
  if (code) return MULTIPART_CODES.has(code);
  return (err as FastifyError).statusCode === undefined && BUSBOY_MESSAGES.test(err.message);
}

/**
 * One error shape for the whole API: `{ error: { message, code? } }`. A 5xx answers a generic
 * message with the request id and logs the detail; nothing internal leaks to the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | HttpError | ZodError, req, reply) => {
      // A route contract refused the input (plugins/contracts.ts): the first issue's message, as
      // routes answered when they parsed by hand, or the route's one fixed answer.
      const validation = (err as FastifyError).validation;
      if (validation) {
        const fixed = req.routeOptions.config.invalidInput;
        if (fixed) return reply.status(400).send({ error: { message: fixed.message, code: fixed.code } });
        return reply
          .status(400)
          .send({ error: { message: validation[0]?.message ?? "Invalid request", code: "VALIDATION" } });
      }
      if (isMalformedMultipart(err, req)) {
        req.log.info({ reason: err.message }, "malformed multipart body refused");
        return reply.status(400).send({ error: { message: MALFORMED_MULTIPART, code: "MALFORMED_MULTIPART" } });
      }
      if (err instanceof ZodError) {
        return reply
          .status(400)
          .send({ error: { message: err.issues[0]?.message ?? "Invalid request", code: "VALIDATION" } });
      }
      const status = (err as FastifyError).statusCode ?? 500;
      if (status === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      // An HttpError's message is written for the client, even a 5xx (507 storage full); what
      // caused it (a store's error) is logged on the request's line, with its id.
      if (status >= 500 && err instanceof HttpError) {
        req.log.error({ err: err.cause ?? err, status, answered: err.message }, "request failed");
        return reply
          .status(status)
          .send({ error: { message: err.message, ...(err.code ? { code: err.code } : {}), requestId: req.id } });
      }
      if (status >= 500) {
        req.log.error({ err }, "request failed");
        return reply
          .status(status === 503 ? 503 : 500)
          .send({ error: { message: "Something went wrong on our side. Please try again.", requestId: req.id } });
      }
      const code = (err as HttpError).code ?? (err as FastifyError).code;
      let message = err.message;
      if (code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        const kb = Math.floor((req.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0) / 1024);
        message = `The request body is too large: this endpoint accepts at most ${kb} KB.`;
      }
      if (
        (err as FastifyError).code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
        (err as FastifyError).code === "FST_ERR_CTP_EMPTY_JSON_BODY"
      ) {
        message = "The request body is not valid JSON.";
      }
      return reply.status(status).send({ error: { message, ...(code ? { code } : {}) } });
    });
  },
  { name: "errors" },
);
