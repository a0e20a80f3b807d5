import fp from "fastify-plugin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const ORIGIN_REFUSED = { error: { message: "Cross-site request refused.", code: "INVALID_ORIGIN" } } as const;

/**
 * CSRF guard for our own API: a state-changing request under /api/ must carry an Origin equal
 * to PUBLIC_URL's (browsers always send it on such requests, and a cross-site form post
 * carries the foreign one). /api/auth/* is left to better-auth, which checks the same itself.
 */
export default fp(
  async (app) => {
    app.addHook("onRequest", async (req, reply) => {
      if (SAFE_METHODS.has(req.method)) return;
      const path = req.url.split("?", 1)[0] ?? "";
      if (!path.startsWith("/api/") || path.startsWith("/api/auth/")) return;
      // Read per request: tests (and only tests) learn their public address after start-up.
      const expected = new URL(app.config.publicUrl).origin;
      if (req.headers.origin !== expected) return reply.status(403).send(ORIGIN_REFUSED);
    });
  },
  { name: "origin-check" },
);
