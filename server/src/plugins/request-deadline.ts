import fp from "fastify-plugin";
import { RETRY_AFTER_SECONDS } from "./errors.ts";

export const PAST_DEADLINE =
  "The server is taking too long to answer just now. Please try again in a moment; if you were saving something, check whether it was saved first.";

/**
 * Every request gets an answer within REQUEST_DEADLINE_SECONDS: a dependency that hangs (a store
 * that accepts connections and never answers, a stuck query) gives a person a 503 to retry,
 * not a spinner for minutes. The deadline ends once the answer has started: a download streaming
 * to a slow phone or an event stream is never cut (Fastify's own handlerTimeout would destroy
 * them). Uploads are exempt while their body arrives: REQUEST_TIMEOUT_SECONDS bounds those.
 */
export default fp(
  async (app) => {
    const ms = app.config.requestDeadlineMs;
    app.addHook("onRequest", async (req, reply) => {
      if (req.headers["content-type"]?.toLowerCase().startsWith("multipart/")) return;
      const timer = setTimeout(() => {
        if (reply.sent || reply.raw.headersSent) return;
        req.log.error({ deadlineMs: ms, url: req.routeOptions.url }, "request past its deadline: answered 503");
        void reply
          .status(503)
          .header("retry-after", String(RETRY_AFTER_SECONDS))
          .send({ error: { message: PAST_DEADLINE, code: "DEADLINE", requestId: req.id } });
      }, ms);
      reply.raw.once("close", () => clearTimeout(timer));
      reply.raw.once("finish", () => clearTimeout(timer));
    });
  },
  { name: "request-deadline", dependencies: ["errors"] },
);
