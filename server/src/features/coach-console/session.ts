import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "#server/core/db/client";
import { perDatabase } from "#server/core/db/per-database";
import { ExpiringCache, cookieValue } from "#server/core/auth/session-cache";
import { adminSessions } from "#server/core/db/schema";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { MAX_KEY_LENGTH, type AdminKeyChecker } from "./access-key.ts";
import { clientKey, type AttemptLimiter } from "#server/core/limits/attempt-limiter";

/**
 * Admin sessions (issue #4): separate from athlete sessions. The browser holds a random
 * 32-byte token in an HttpOnly, SameSite=Strict cookie scoped to /api/admin; the database holds
 * only its SHA-256, so a leaked table opens nothing.
 */
export const ADMIN_COOKIE = "gr_admin";
/**
 * Over https the cookie is `__Host-gr_admin`: browsers only accept that name when it is Secure,
 * has no Domain and Path=/, so a page on a sibling subdomain cannot plant or shadow it. Over http
 * (development, tests) no prefixed cookie can be set, so the plain name stays, scoped to /api/admin.
 */
export const SECURE_ADMIN_COOKIE = `__Host-${ADMIN_COOKIE}`;

export interface AdminCookie {
  name: string;
  options: { path: string; httpOnly: true; sameSite: "strict"; secure: boolean };
}

export function adminCookieFor(publicUrl: string): AdminCookie {
  const secure = publicUrl.startsWith("https://");
  return secure
    ? { name: SECURE_ADMIN_COOKIE, options: { path: "/", httpOnly: true, sameSite: "strict", secure } }
    : { name: ADMIN_COOKIE, options: { path: "/api/admin", httpOnly: true, sameSite: "strict", secure } };
}

/** The admin token this request carries under the name this server uses, if any (read from the header: routes outside the admin scope have no cookie parser). */
export function adminToken(req: FastifyRequest): string | undefined {
  return cookieValue(req.headers.cookie, adminCookieFor(req.server.config.publicUrl).name);
}
/** A working day. */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;

export const MESSAGES = {
  blank: "Please enter an access key",
  invalid: "Invalid access key. Please try again.",
  required: "Admin session required.",
  tooMany: (seconds: number) => `Too many attempts. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
} as const;

export interface AdminSession {
  id: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export async function createAdminSession(db: Db, meta: { ip: string; userAgent: string | undefined }) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_MS);
  const [row] = await db
    .insert(adminSessions)
    .values({
      tokenHash: hashToken(token),
      expiresAt,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
    })
    .returning({ id: adminSessions.id, expiresAt: adminSessions.expiresAt });
  return { token, session: row! };
}

/**
 * Admin sessions found a moment ago, per database (issue #13, decision 0117; as the athletes'
 * session cache, decision 0093): every admin request checked its cookie with a statement of its
 * own. Keyed by the token's hash; an entry lives ADMIN_SESSION_CACHE_TTL_MS and never past the
 * session's expiry. Revocation-aware in this process: revokeAdminSession evicts the session's
 * entry before and after the row changes, so a signed-out session is refused at once here.
 * Another process sharing the database accepts a revoked session for at most the TTL.
 */
export const ADMIN_SESSION_CACHE_TTL_MS = 5_000;
const ADMIN_SESSION_CACHE_MAX = 1_000;

/** The shared expiring cache (core/auth/session-cache.ts), keyed by token hash. */
class AdminSessionCache extends ExpiringCache<AdminSession> {
  /** Counts revocations: a lookup that began before one is not remembered (it may have read the row before it changed). */
  revocations = 0;

  constructor() {
    super(() => Date.now(), ADMIN_SESSION_CACHE_TTL_MS, ADMIN_SESSION_CACHE_MAX);
  }

  evict(id: string): void {
    this.revocations += 1;
    this.evictWhere((s) => s.id === id);
  }
}

const cacheOf = perDatabase(() => new AdminSessionCache());

/** The session behind a token, if it exists, is not revoked and has not expired. */
export async function findAdminSession(db: Db, token: string | undefined): Promise<AdminSession | undefined> {
  // Tokens are 43 base64url characters; anything else cannot match, so skip the query.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const hash = hashToken(token);
  const cache = cacheOf(db);
  const cached = cache.get(hash);
  if (cached) return cached;
  const revocations = cache.revocations;
  const rows = await db
    .select({ id: adminSessions.id, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(
      and(eq(adminSessions.tokenHash, hash), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date())),
    )
    .limit(1);
  if (rows[0] && cache.revocations === revocations) cache.set(hash, rows[0], rows[0].expiresAt);
  return rows[0];
}

export async function revokeAdminSession(db: Db, id: string): Promise<void> {
  // Before: no request of this process is let in from now on; after: nor one that looked the
  // row up while it was being revoked.
  cacheOf(db).evict(id);
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)));
  cacheOf(db).evict(id);
}

function unauthenticated(): HttpError {
  return new HttpError(401, MESSAGES.required, "ADMIN_UNAUTHENTICATED");
}

/** preHandler for every admin route but the sign-in: an athlete's session never counts. */
export async function requireAdmin(this: FastifyInstance, req: FastifyRequest) {
  const session = await findAdminSession(this.db, adminToken(req));
  if (!session) throw unauthenticated();
  req.adminSession = session;
}

export interface SessionRouteOptions {
  checker: AdminKeyChecker;
  limiter: AttemptLimiter;
}

/** POST, GET and DELETE /session. Registered inside the admin scope (cookie plugin present). */
const SessionSchema = z.object({ expiresAt: z.iso.datetime() });

export async function sessionRoutes(scope: FastifyInstance, { checker, limiter }: SessionRouteOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const cookie = adminCookieFor(app.config.publicUrl);
  // Over https a cookie under the plain name (set before the prefix, or planted) is never
  // accepted; it is cleared wherever the console asks for its session, so the coach simply signs in.
  const stale = cookie.name === ADMIN_COOKIE ? undefined : adminCookieFor("http://").options;

  const clear = (reply: FastifyReply, req: FastifyRequest) => {
    reply.clearCookie(cookie.name, cookie.options);
    if (stale && req.cookies[ADMIN_COOKIE] !== undefined) reply.clearCookie(ADMIN_COOKIE, { ...stale, secure: true });
  };

  const signInSchema = {
    tags: ["coach"],
    summary:
      "Sign in with the access key: sets the admin cookie (HttpOnly, SameSite=Strict, 8 h): `__Host-gr_admin` (Secure, Path=/) on https, `gr_admin` (Path=/api/admin) on http",
    description:
      '`400 KEY_REQUIRED` "Please enter an access key"; `401 INVALID_ACCESS_KEY` "Invalid access key. Please try again."; after 5 wrong keys from one address in a minute: `429 TOO_MANY_ATTEMPTS` "Too many attempts. Try again in N seconds." with `Retry-After` (every attempt, right or wrong, until the minute ends).',
    body: z.object({ key: z.string() }),
    response: { 200: SessionSchema, ...errorResponses },
  };
  // attachValidation: the attempt is counted before the key is looked at, so a malformed body
  // is a blank key answered after the limiter, as before (plugins/contracts.ts).
  app.post("/session", { schema: signInSchema, attachValidation: true }, async (req, reply) => {
    // req.ip is the socket, or with TRUST_PROXY the one hop our proxy added (app.ts): a forged
    // X-Forwarded-For entry before it changes nothing.
    const who = clientKey(req.ip);
    // Counted before the key is checked, so parallel guesses cannot all pass; only a wrong key
    // keeps its count (a right or blank one is given back).
    const waitMs = await limiter.attempt(who);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header("retry-after", String(seconds));
      throw new HttpError(429, MESSAGES.tooMany(seconds), "TOO_MANY_ATTEMPTS");
    }

    const key = req.validationError ? "" : req.body.key.trim();
    let wrong = false;
    try {
      if (!key) throw new HttpError(400, MESSAGES.blank, "KEY_REQUIRED");
      wrong = !(key.length <= MAX_KEY_LENGTH && (await checker.verify(key)));
    } finally {
      if (!wrong) await limiter.refund(who);
    }
    if (wrong) {
      req.log.warn({ ip: req.ip }, "admin sign-in: wrong access key");
      throw new HttpError(401, MESSAGES.invalid, "INVALID_ACCESS_KEY");
    }

    // Signing in again replaces the session this browser had.
    const previous = await findAdminSession(app.db, adminToken(req));
    if (previous) await revokeAdminSession(app.db, previous.id);
    if (stale && req.cookies[ADMIN_COOKIE] !== undefined) reply.clearCookie(ADMIN_COOKIE, { ...stale, secure: true });

    const { token, session } = await createAdminSession(app.db, { ip: req.ip, userAgent: req.headers["user-agent"] });
    req.log.info({ adminSessionId: session.id, ip: req.ip }, "admin sign-in");
    reply.setCookie(cookie.name, token, { ...cookie.options, maxAge: ADMIN_SESSION_MS / 1000 });
    reply.header("cache-control", "no-store");
    return { expiresAt: session.expiresAt.toISOString() };
  });

  const readSchema = {
    tags: ["coach"],
    summary: "The admin session's expiry, or 401",
    response: { 200: SessionSchema, ...errorResponses },
  };
  app.get("/session", { schema: readSchema }, async (req, reply) => {
    const session = await findAdminSession(app.db, adminToken(req));
    reply.header("cache-control", "no-store");
    if (!session) {
      if (req.cookies[cookie.name] || req.cookies[ADMIN_COOKIE]) clear(reply, req);
      throw unauthenticated();
    }
    return { expiresAt: session.expiresAt.toISOString() };
  });

  // Sign-out: the cookie is cleared either way; without a valid session the answer is 401
  // like every other admin route (the browser treats both as signed out).
  const signOutSchema = {
    tags: ["coach"],
    summary: "Sign out: the session is revoked and the cookie cleared; 401 (cookie still cleared) without a session",
    response: { 204: z.null().describe("No content"), ...errorResponses },
  };
  app.delete("/session", { schema: signOutSchema }, async (req, reply) => {
    const session = await findAdminSession(app.db, adminToken(req));
    clear(reply, req);
    if (!session) throw unauthenticated();
    await revokeAdminSession(app.db, session.id);
    req.log.info({ adminSessionId: session.id }, "admin sign-out");
    return reply.status(204).send(null);
  });
}

declare module "fastify" {
  interface FastifyRequest {
    adminSession?: AdminSession;
  }
}
