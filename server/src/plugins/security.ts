import fp from "fastify-plugin";
import helmet from "helmet";

/**
 * Security headers on every response. The CSP allows no inline script at all; inline styles
 * are allowed because the toast library injects a <style> element (docs/decisions/0005).
 *
 * Helmet's middleware is built once and run on each request. The Fastify adapter
 * (@fastify/helmet) built it again for every request, parsing the CSP directives each time:
 * about 3% of a small API request's CPU (docs/decisions/0125).
 */
export default fp(
  async (app) => {
    const https = app.config.publicUrl.startsWith("https://");
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // HSTS only makes sense, and is only sent, when the public address is https.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook("onRequest", (req, reply, done) => {
      setHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
    });
  },
  { name: "security" },
);
