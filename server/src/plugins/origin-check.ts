import fp from "fastify-plugin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const ORIGIN_REFUSED = { error: { message: "Cross-site request refused.", code: "INVALID_ORIGIN" } } as const;

/** The better-auth mount, as registered (plugins/auth.ts). */
const AUTH_ROUTE = "/api/auth/*";

/**
 * CSRF guard for our own API: a state-changing request to any route we register must carry an
 * Origin equal to PUBLIC_URL's (browsers always send it on such requests, and a cross-site form
 * post carries the foreign one). /api/auth/* is left to better-auth, which checks the same itself.
 *
 * The decision reads the route the router matched, never the raw URL: the router decodes
 * `%61pi` to `api` before matching, so a check on the raw string was one encoding away from
 * being skipped while the route still ran.
 */
export default fp(
  async (app) => {
    app.addHook("onRequest", async (req, reply) => {
      if (SAFE_METHODS.has(req.method)) return;
      // Undefined when nothing matched: the not-found handler answers, and it changes nothing.
      const route = req.routeOptions.url;
      if (route === undefined || route === AUTH_ROUTE) return;
      // Read per request: tests (and only tests) learn their public address after start-up.
      const expected = new URL(app.config.publicUrl).origin;
      if (req.headers.origin !== expected) return reply.status(403).send(ORIGIN_REFUSED);
    });
  },
  { name: "origin-check" },
);
