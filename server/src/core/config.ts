import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SUPPORT_EMAIL } from "#domain/site";

/** Sign-ups per client address per hour (POST /api/signup, docs/decisions/0050). */
export const DEFAULT_SIGNUP_LIMIT_PER_HOUR = 10;

/**
 * Limits against one client exhausting the process (issue #14 findings 3 and 4; figures reasoned
 * in docs/decisions/0050, "Round two: limits").
 */
export const LIMIT_DEFAULTS = {
  /** Expensive requests (PDF downloads, exports) one account may have in progress at once. */
  EXPENSIVE_CONCURRENT_PER_ACCOUNT: 2,
  /** Expensive requests one account may start per minute. */
  EXPENSIVE_PER_MINUTE_PER_ACCOUNT: 20,
  /** Open live-count event streams per client address (an IPv6 /64 counts as one). */
  LIVE_COUNT_STREAMS_PER_ADDRESS: 20,
  /** Open live-count event streams in this process. */
  LIVE_COUNT_STREAMS_TOTAL: 2000,
  /** Whole request (headers and body) must arrive within this: a 20 MB upload at 256 kbit/s takes 655 s. */
  REQUEST_TIMEOUT_SECONDS: 900,
  /** A connection silent (nothing read or written) this long is closed; event streams are exempt. */
  IDLE_TIMEOUT_SECONDS: 120,
} as const;

const whole = (min: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`);

/**
 * Configuration from the environment, validated once at start-up. A bad value stops the
 * server with a message naming the variable (style: create-t3-app src/env.js).
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  SMTP_FROM: z.string().min(3).default("GameReady <no-reply@gameready.example>"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_ACCESS_KEY: z.string().min(12, "must be at least 12 characters").optional(),
  SUPPORT_EMAIL: z.email({ error: "must be an e-mail address" }).default(DEFAULT_SUPPORT_EMAIL),
  TRUST_PROXY: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().default("dist/web"),
  SIGNUP_LIMIT_PER_HOUR: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(DEFAULT_SIGNUP_LIMIT_PER_HOUR),
  EXPENSIVE_CONCURRENT_PER_ACCOUNT: whole(1).default(LIMIT_DEFAULTS.EXPENSIVE_CONCURRENT_PER_ACCOUNT),
  EXPENSIVE_PER_MINUTE_PER_ACCOUNT: whole(1).default(LIMIT_DEFAULTS.EXPENSIVE_PER_MINUTE_PER_ACCOUNT),
  LIVE_COUNT_STREAMS_PER_ADDRESS: whole(1).default(LIMIT_DEFAULTS.LIVE_COUNT_STREAMS_PER_ADDRESS),
  LIVE_COUNT_STREAMS_TOTAL: whole(1).default(LIMIT_DEFAULTS.LIVE_COUNT_STREAMS_TOTAL),
  REQUEST_TIMEOUT_SECONDS: whole(10).default(LIMIT_DEFAULTS.REQUEST_TIMEOUT_SECONDS),
  IDLE_TIMEOUT_SECONDS: whole(5).default(LIMIT_DEFAULTS.IDLE_TIMEOUT_SECONDS),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  smtpFrom: string;
  authSecret: string;
  adminAccessKey: string | undefined;
  supportEmail: string;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  signupLimitPerHour: number;
  /** Per account: expensive requests in progress at once, and started per minute (core/limits/expensive.ts). */
  expensiveConcurrentPerAccount: number;
  expensivePerMinutePerAccount: number;
  /** Open live-count event streams per client address, and in total. */
  liveCountStreamsPerAddress: number;
  liveCountStreamsTotal: number;
  /** Node's requestTimeout: the whole request must have arrived within it (0050). */
  requestTimeoutMs: number;
  /** Fastify's connectionTimeout: a socket silent this long is closed. */
  idleTimeoutMs: number;
}

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO=` in a .env file does not trip validation. */
function clean(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string
  >;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(clean(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const databaseUrl = overrides.databaseUrl ?? e.DATABASE_URL;
  const port = overrides.port ?? e.PORT;
  const authSecret = overrides.authSecret ?? e.AUTH_SECRET ?? embeddedSecret(dataDir, databaseUrl);
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl,
    publicUrl: (overrides.publicUrl ?? e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    authSecret,
    adminAccessKey: e.ADMIN_ACCESS_KEY,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY === "true",
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    expensiveConcurrentPerAccount: e.EXPENSIVE_CONCURRENT_PER_ACCOUNT,
    expensivePerMinutePerAccount: e.EXPENSIVE_PER_MINUTE_PER_ACCOUNT,
    liveCountStreamsPerAddress: e.LIVE_COUNT_STREAMS_PER_ADDRESS,
    liveCountStreamsTotal: e.LIVE_COUNT_STREAMS_TOTAL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
    ...overrides,
  };
}

/**
 * Embedded mode only: a secret generated once and kept in DATA_DIR, so sessions survive a
 * restart without any set-up. With a shared PostgreSQL every process must be given the same
 * secret, so there it is required.
 */
function embeddedSecret(dataDir: string, databaseUrl: string | undefined): string {
  if (databaseUrl) {
    throw new ConfigError(
      "Invalid environment configuration:\n  AUTH_SECRET: required when DATABASE_URL is set (every server process must share it); generate one with: openssl rand -base64 48",
    );
  }
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}
