import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { AUTH_HTTP_ENDPOINTS, CLIENT_IP_HEADER, createAuth, type Auth } from "#server/core/auth/create-auth";
import { SessionCache, cookieValue } from "#server/core/auth/session-cache";
import { checkSecretFingerprint } from "#server/core/auth/secret-fingerprint";

export interface Athlete {
  userId: string;
  email: string;
  name: string;
}

/**
 * The better-auth endpoints reachable over HTTP (docs/api.md), the ones the web app calls
 * (`AUTH_HTTP_ENDPOINTS`, docs/decisions/0050). Everything else it offers answers 404: accounts
 * are only created by POST /api/signup (which keeps the answers with them), e-mails are only
 * verified by POST /api/verify-email (which makes links one-time), and nothing else is used.
 */
export const EXPOSED: Record<string, ReadonlySet<string>> = {
  GET: new Set<string>(AUTH_HTTP_ENDPOINTS.GET),
  POST: new Set<string>(AUTH_HTTP_ENDPOINTS.POST),
};

const BASE_PATH = "/api/auth";

/** The catch-all's one OpenAPI entry (docs/decisions/0072): the reachable endpoints, from EXPOSED. */
const AUTH_ROUTE_DOC = {
  tags: ["auth"],
  summary: "better-auth, mounted under /api/auth: its own answers and error shape `{message, code}`",
  description: `Only these endpoints are reachable; any other path answers 404: ${Object.entries(EXPOSED)
    .flatMap(([method, paths]) => [...paths].map((p) => `\`${method} ${BASE_PATH}${p}\``))
    .join(", ")}.`,
};

/**
 * The client's address for rate limits and session records: the socket's, or with TRUST_PROXY
 * the address our one proxy saw (app.ts trusts exactly one hop: the LAST X-Forwarded-For entry,
 * since proxies append and the first entries are whatever the client chose to send).
 */
export function clientIp(req: FastifyRequest): string {
  return req.ip;
}

/** Request headers for better-auth: the client address header is always ours. */
export function authHeaders(req: FastifyRequest): Headers {
  const headers = fromNodeHeaders(req.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(req));
  return headers;
}

/** Every cookie better-auth sets goes out, one header each. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) reply.header("set-cookie", cookie);
}

export const UNAUTHENTICATED = { error: { message: "Please sign in to continue.", code: "UNAUTHENTICATED" } } as const;

/** better-auth mounted under /api/auth, plus the session helpers routes use (issue #3). */
export default fp(
  async (app) => {
    await checkSecretFingerprint(app.db, app.config.authSecret);
    // Shared by both instances: a session ended through either leaves the cache at once.
    const sessions = new SessionCache(() => app.clock.now());
    const deps = {
      config: app.config,
      db: app.db,
      mail: app.mail,
      log: app.log,
      onSessionEnded: (userId: string) => sessions.evictUser(userId),
    };
    const auth = createAuth(deps);
    app.decorate("sessionCache", sessions);
    const sessionCookie = (await auth.$context).authCookies.sessionToken.name;
    app.decorate("auth", auth);
    app.decorate("verifyOnlyAuth", createAuth(deps, { signInAfterVerification: false }));
    app.decorateRequest("athlete", null as unknown as Athlete);

    app.route({
      method: ["GET", "POST"],
      url: `${BASE_PATH}/*`,
      schema: AUTH_ROUTE_DOC,
      async handler(req, reply) {
        const url = new URL(req.url, new URL(app.config.publicUrl).origin);
        const endpoint = url.pathname.slice(BASE_PATH.length);
        if (!url.pathname.startsWith(BASE_PATH + "/") || !EXPOSED[req.method]?.has(endpoint)) {
          return reply.status(404).send({ error: { message: "Not found.", code: "NOT_FOUND" } });
        }
        let body: string | undefined;
        try {
          body = req.method === "POST" && req.body !== undefined ? JSON.stringify(req.body) : undefined;
        } catch {
          // Thousands of nested arrays parse fine but overflow the stack when written back (issue #7 fuzzing).
          return reply
            .status(400)
            .send({ error: { message: "The request body is not valid for this endpoint.", code: "INVALID_BODY" } });
        }
        const res = await auth.handler(new Request(url, { method: req.method, headers: authHeaders(req), body }));
        reply.status(res.status);
        res.headers.forEach((value, name) => {
          if (name !== "set-cookie" && name !== "content-length" && name !== "content-encoding")
            reply.header(name, value);
        });
        forwardCookies(reply, res.headers);
        reply.header("cache-control", "no-store");
        return reply.send(res.body ? Buffer.from(await res.arrayBuffer()) : null);
      },
    });

    app.decorate("requireAthlete", async function requireAthlete(req: FastifyRequest, reply: FastifyReply) {
      const cookie = cookieValue(req.headers.cookie, sessionCookie);
      const cached = cookie ? sessions.get(cookie) : undefined;
      if (cached) {
        req.athlete = cached;
        return;
      }
      const { headers, response } = await auth.api.getSession({ headers: authHeaders(req), returnHeaders: true });
      // A session renewed by this request (updateAge) sends its new expiry back.
      forwardCookies(reply, headers);
      if (!response) return reply.status(401).send(UNAUTHENTICATED);
      req.athlete = { userId: response.user.id, email: response.user.email, name: response.user.name };
      if (cookie) sessions.set(cookie, req.athlete, new Date(response.session.expiresAt));
    });
  },
  { name: "auth", dependencies: ["db", "mail"] },
);

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    /** The same accounts, without signing in after verification (POST /api/verify-email, finding 7). */
    verifyOnlyAuth: Auth;
    /** Sessions requireAthlete accepted in the last seconds (core/auth/session-cache.ts). */
    sessionCache: SessionCache;
    /** preHandler: sets req.athlete or answers 401 UNAUTHENTICATED. */
    requireAthlete: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
  interface FastifyRequest {
    /** Set by app.requireAthlete; only read it in routes that use that preHandler. */
    athlete: Athlete;
  }
}
