import fp from "fastify-plugin";
import helmet from "@fastify/helmet";

/**
 * Security headers on every response. The CSP allows no inline script at all; inline styles
 * are allowed because the toast library injects a <style> element (docs/decisions/0005).
 */
export default fp(
  async (app) => {
    const https = app.config.publicUrl.startsWith("https://");
    await app.register(helmet, {
      global: true,
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
  },
  { name: "security" },
);
