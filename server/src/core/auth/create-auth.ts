// better-auth's minimal build: the same betterAuth without Kysely (about 1,000 modules, 0.35 s at
// every start), which only its own migrations and direct connections need; we pass the Drizzle
// adapter and migrate with drizzle-kit (decision 0093, follow-up).
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createEmailVerificationToken } from "better-auth/api";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "#server/core/config";
import type { Db } from "#server/core/db/client";
import { account, rateLimit, session, user, verification } from "#server/core/db/schema";
import type { Mailer } from "#server/core/mail/transport";
import { passwordResetMail, verificationMail } from "#server/core/mail/templates";
import { currentSignup, endResetLinks } from "./account-links.ts";

/**
 * The only header better-auth reads a client address from. The Fastify mount sets it from
 * `req.ip` (the socket, or X-Forwarded-For only with TRUST_PROXY) and drops any value a client
 * sent, so a spoofed header can never pick a fresh rate-limit bucket.
 */
export const CLIENT_IP_HEADER = "x-gameready-client-ip";

/** Rate limits per client address (docs/decisions/0013). Windows in seconds. */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 5 },
  "/send-verification-email": { window: 600, max: 3 },
  "/request-password-reset": { window: 600, max: 3 },
  "/reset-password": { window: 600, max: 10 },
} as const;
/** Every other /api/auth path. */
export const AUTH_DEFAULT_RATE_LIMIT = { window: 60, max: 100 } as const;

export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 14; // 14 days without a visit
export const SESSION_UPDATE_AGE = 60 * 60 * 24; // renewed at most once a day while used
export const VERIFICATION_EXPIRES_IN = 60 * 60 * 24; // a day: the link may be opened on a phone later
export const RESET_EXPIRES_IN = 60 * 60;

export interface AuthDeps {
  config: Config;
  db: Db;
  mail: Mailer;
  log: FastifyBaseLogger;
  /** A session of this account is being deleted (sign-out, password reset): session-cache.ts evicts it. */
  onSessionEnded?: (userId: string) => void;
}

/** Our SPA pages take the tokens (not better-auth's own GET links): PUBLIC_URL is read per mail. */
export const verificationLink = (config: Config, token: string) =>
  `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
export const resetLink = (config: Config, token: string) =>
  `${config.publicUrl}/auth?type=recovery&token=${encodeURIComponent(token)}`;

/**
 * The verification mail, for both senders: POST /api/signup (after it saved the answers) and
 * better-auth's resend endpoint. Rejects when the relay refuses; the failure is logged here.
 */
export async function sendVerificationMail(
  { config, mail, log }: Omit<AuthDeps, "db">,
  to: { email: string; name: string },
  token: string,
): Promise<void> {
  try {
    await mail.send({
      to: to.email,
      ...verificationMail({ name: to.name, link: verificationLink(config, token), supportEmail: config.supportEmail }),
    });
  } catch (err) {
    log.error({ err, to: to.email }, "verification mail failed");
    throw err;
  }
}

/**
 * A verification token made by better-auth's own function with its secret and expiry: the token
 * its verify endpoint accepts. Sign-up mails it itself so that a failed mail reaches the sign-up
 * at once (the endpoint would also hold every sign-up for its 500 ms anti-timing floor). It names
 * the sign-up it belongs to (`signup`, see account-links.ts): better-auth ignores the claim.
 */
export function newVerificationToken(config: Config, email: string, signupId: string | undefined): Promise<string> {
  return createEmailVerificationToken(
    config.authSecret,
    email,
    undefined,
    VERIFICATION_EXPIRES_IN,
    signupId ? { signup: signupId } : undefined,
  );
}

/**
 * The better-auth endpoints the product reaches over HTTP (docs/decisions/0050 "Round two:
 * accounts"): the web app calls each of them. The Fastify mount (plugins/auth.ts) answers 404 to
 * any other path before better-auth sees it.
 */
export const AUTH_HTTP_ENDPOINTS = {
  GET: ["/get-session"],
  POST: ["/sign-in/email", "/sign-out", "/send-verification-email", "/request-password-reset", "/reset-password"],
} as const;

/**
 * Every other better-auth endpoint, turned off in better-auth itself too (`disabledPaths`: its
 * router answers 404; `auth.api.*` calls from our own routes still work, e.g. `signUpEmail` and
 * `verifyEmail`). `/callback/:id` and `/reset-password/:token` take a parameter, which
 * `disabledPaths` cannot name: the mount's allowlist stops them, and no social provider is set up.
 * core/auth/endpoints.test.ts fails when a better-auth upgrade adds an endpoint missing from both lists.
 */
export const AUTH_DISABLED_PATHS = [
  "/sign-up/email",
  "/verify-email",
  "/sign-in/social",
  "/verify-password",
  "/change-email",
  "/change-password",
  "/update-session",
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/link-social",
  "/list-accounts",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
  "/ok",
  "/error",
];

export interface AuthOptions {
  /**
   * better-auth's `autoSignInAfterVerification`. The app has a second instance without it, for a
   * link opened in a browser signed in as someone else (finding 7): it verifies, signs nobody in.
   */
  signInAfterVerification?: boolean;
}

export function createAuth(
  { config, db, mail, log, onSessionEnded }: AuthDeps,
  { signInAfterVerification = true }: AuthOptions = {},
) {
  const ended = async (row: { userId: string }) => {
    onSessionEnded?.(row.userId);
  };
  return betterAuth({
    appName: "GameReady",
    secret: config.authSecret,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    // Read per request: the public address is the one origin allowed to post.
    trustedOrigins: () => [new URL(config.publicUrl).origin],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit } }),
    telemetry: { enabled: false },
    disabledPaths: AUTH_DISABLED_PATHS,
    logger: {
      level: "warn",
      log: (level, message, ...args) => log[level]({ args }, `better-auth: ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      // Every session of the account ends (better-auth), and so does every other reset link (finding 5).
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user: u }) {
        await endResetLinks(db, u.id);
      },
      resetPasswordTokenExpiresIn: RESET_EXPIRES_IN,
      async sendResetPassword({ user: u, token }) {
        // Not awaited: a known address must not answer slower than an unknown one (issue #7).
        mail
          .send({
            to: u.email,
            ...passwordResetMail({ name: u.name, link: resetLink(config, token), supportEmail: config.supportEmail }),
          })
          .catch((err: unknown) => log.error({ err }, "password reset mail failed"));
      },
    },
    emailVerification: {
      // POST /api/signup sends it itself, after the answers are saved (docs/decisions/0070).
      sendOnSignUp: false,
      autoSignInAfterVerification: signInAfterVerification,
      expiresIn: VERIFICATION_EXPIRES_IN,
      // Only the resend endpoint (POST /api/auth/send-verification-email) comes here. The link is
      // minted again, naming the address's current sign-up (account-links.ts): better-auth's
      // own token would name none, and an older sign-up's link must not come back this way.
      async sendVerificationEmail({ user: u }) {
        const token = await newVerificationToken(config, u.email, await currentSignup(db, u.email));
        await sendVerificationMail({ config, mail, log }, u, token);
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN, updateAge: SESSION_UPDATE_AGE },
    // Before the row goes (no request of this process is served from the cache after it) and
    // after (a request that read the row just before the delete cached it again).
    databaseHooks: {
      session: { delete: { before: ended, after: ended } },
      user: { delete: { before: async (u) => ended({ userId: u.id }), after: async (u) => ended({ userId: u.id }) } },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      ...AUTH_DEFAULT_RATE_LIMIT,
      customRules: { ...AUTH_RATE_LIMITS },
    },
    advanced: {
      // Explicit: better-auth turns both checks off by itself when NODE_ENV is "test", so a
      // test run would otherwise prove nothing about the checks production relies on.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
