import fp from "fastify-plugin";
import type { FastifyError } from "fastify";
import { ZodError } from "zod";

/** A 4xx the client can act on: the message says exactly what to fix. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public code?: string,
  ) {
    super(message);
  }
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
      if (err instanceof ZodError) {
        return reply
          .status(400)
          .send({ error: { message: err.issues[0]?.message ?? "Invalid request", code: "VALIDATION" } });
      }
      const status = (err as FastifyError).statusCode ?? 500;
      // An HttpError's message is written for the client, even a 5xx (507 storage full).
      if (status >= 500 && err instanceof HttpError) {
        req.log.error({ err }, "request failed");
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
