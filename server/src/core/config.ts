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
  /**
   * Open connections per client address (an IPv6 /64 counts as one), whatever they carry: a
   * browser opens at most 6 to one host, so a squad of 20 on one club Wi-Fi needs 120.
   */
  CONNECTIONS_PER_ADDRESS: 128,
  /**
   * Whole request (headers and body) must arrive within this: a 20 MB upload needs 550 kbit/s, which
   * a phone on a weak 3G signal still gives. Shutdown waits this long for uploads still arriving, so
   * a longer one makes every deploy slower (decision 0141).
   */
  REQUEST_TIMEOUT_SECONDS: 300,
  /** A connection silent (nothing read or written) this long is closed; event streams are exempt. */
  IDLE_TIMEOUT_SECONDS: 120,
} as const;

/** The mail outbox (core/mail/outbox.ts, docs/decisions/0096). */
export const MAIL_DEFAULTS = {
  /** First retry after this; each next one waits twice as long (30 s, 1, 2, 4 ... 64 min). */
  MAIL_RETRY_BASE_SECONDS: 30,
  /** Attempts before a mail is given up (logged as an error and counted): 8 span about an hour. */
  MAIL_MAX_ATTEMPTS: 8,
  /** Unsent mails beyond which a new sign-up answers 503 MAIL_FAILED instead of queuing more. */
  MAIL_OUTBOX_LIMIT: 1000,
} as const;

/** Deploy settings (issue #15, docs/decisions/0095-deploy-and-shutdown.md). */
export const DEPLOY_DEFAULTS = {
  /** node-postgres pool size per process (PostgreSQL's default max_connections is 100). */
  DATABASE_POOL_SIZE: 10,
  /** PGlite's shared_buffers, set per start (PGlite's own default is 128MB; decision 0126). */
  PGLITE_SHARED_BUFFERS: "16MB",
} as const;

/**
 * After SIGTERM, in-flight requests get this long past REQUEST_TIMEOUT_SECONDS: an upload that
 * started just before a deploy still arrives, and is stored (a bucket call has 30 s); the
 * orchestrator's grace period must exceed the sum.
 */
export const SHUTDOWN_MARGIN_SECONDS = 40;

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
  // File storage (docs/decisions/0094): DATA_DIR/files, or an S3-compatible bucket several
  // processes share. S3_BUCKET is required with STORAGE=s3 (checked in loadConfig).
  STORAGE: z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 of a-z 0-9 . -)")
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*\/?$/,
      "must be folder names such as gameready/ (each starting with a letter or digit; then letters, digits, _ . -)",
    )
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  // Deploy (issue #15, docs/decisions/0095): pool, migration step, embedded opt-in and tuning, shutdown.
  DATABASE_POOL_SIZE: whole(1).default(DEPLOY_DEFAULTS.DATABASE_POOL_SIZE),
  MIGRATE_ON_START: z.enum(["true", "false"], { error: "must be true or false" }).default("true"),
  NODE_ENV: z.string().optional(),
  ALLOW_EMBEDDED_DATABASE: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  ALLOW_MAIL_TO_FOLDER: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, "must be a size such as 32MB (kB, MB or GB)")
    .default(DEPLOY_DEFAULTS.PGLITE_SHARED_BUFFERS),
  SHUTDOWN_TIMEOUT_SECONDS: whole(1).optional(),
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
  CONNECTIONS_PER_ADDRESS: whole(1).default(LIMIT_DEFAULTS.CONNECTIONS_PER_ADDRESS),
  REQUEST_TIMEOUT_SECONDS: whole(10).default(LIMIT_DEFAULTS.REQUEST_TIMEOUT_SECONDS),
  REQUEST_DEADLINE_SECONDS: whole(1).default(30),
  IDLE_TIMEOUT_SECONDS: whole(5).default(LIMIT_DEFAULTS.IDLE_TIMEOUT_SECONDS),
  // Watching it (issue #15, docs/decisions/0096): metrics and the mail outbox.
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  MAIL_RETRY_BASE_SECONDS: whole(1).default(MAIL_DEFAULTS.MAIL_RETRY_BASE_SECONDS),
  MAIL_MAX_ATTEMPTS: whole(1).default(MAIL_DEFAULTS.MAIL_MAX_ATTEMPTS),
  MAIL_OUTBOX_LIMIT: whole(1).default(MAIL_DEFAULTS.MAIL_OUTBOX_LIMIT),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where files live (STORAGE, S3_*): decision 0094. */
  storage: StorageConfig;
  databaseUrl: string | undefined;
  /** PostgreSQL only: connections in this process's pool. */
  databasePoolSize: number;
  /** Apply migrations at start (default); false: refuse to start on an outdated schema (`npm run migrate`). */
  migrateOnStart: boolean;
  /** Embedded only: PGlite's shared_buffers for this start (e.g. "32MB"). */
  pgliteSharedBuffers: string;
  /** SIGTERM to exit: in-flight requests get this long before the process gives up (main.ts). */
  shutdownTimeoutMs: number;
  publicUrl: string;
  /** NODE_ENV=production: no fallbacks meant for a local try-out (mail links on the console). */
  production: boolean;
  /** ALLOW_MAIL_TO_FOLDER=true: a production server may keep mail in DATA_DIR/mail on purpose. */
  allowMailToFolder: boolean;
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
  /** Open connections per client address (plugins/connection-limit.ts); not applied behind TRUST_PROXY. */
  connectionsPerAddress: number;
  /** Node's requestTimeout: the whole request must have arrived within it (0050). */
  requestTimeoutMs: number;
  /** An answer must have started within this, or the request gets a 503 (plugins/request-deadline.ts). */
  requestDeadlineMs: number;
  /** Fastify's connectionTimeout: a socket silent this long is closed. */
  idleTimeoutMs: number;
  /** Bearer token of GET /api/metrics; unset: the endpoint answers 404 (0096). */
  metricsToken: string | undefined;
  /** Mail outbox: first retry delay (doubling after), attempts before giving up, unsent-mail ceiling. */
  mailRetryBaseMs: number;
  mailMaxAttempts: number;
  mailOutboxLimit: number;
  /** How often each process looks for due mail (a new mail is sent at once, without waiting for this). */
  mailPollMs: number;
  /** How long a mail-transport check (nodemailer verify) is reused by readiness probes. */
  mailCheckCacheMs: number;
}

export type StorageConfig =
  | { driver: "local" }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      accessKeyId?: string;
      secretAccessKey?: string;
      /** "" or ending in "/". */
      prefix: string;
    };

export class ConfigError extends Error {}

/**
 * What only a server needs (the tools, `npm run migrate`, backup and restore, send no mail): in
 * production, a relay. Without one, verification, reset and consent mails would be written to
 * DATA_DIR/mail, where nobody receives them, while sign-ups are told "check your e-mail".
 */
export function checkServerConfig(config: Config): void {
  if (config.production && !config.smtpUrl && !config.allowMailToFolder) {
    throw new ConfigError(
      "Invalid environment configuration:\n  SMTP_URL: not set, and NODE_ENV=production would keep every e-mail (sign-up verification, password reset, parental consent) in DATA_DIR/mail, where nobody receives it. " +
        "Set SMTP_URL to your mail relay (smtp:// or smtps://), or set ALLOW_MAIL_TO_FOLDER=true to keep mail in DATA_DIR/mail on purpose.",
    );
  }
}

function storageConfig(e: z.infer<typeof EnvSchema>): StorageConfig {
  if (e.STORAGE === "local") return { driver: "local" };
  const missing = [
    !e.S3_BUCKET && "  S3_BUCKET: required when STORAGE=s3",
    Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY) &&
      "  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither",
  ].filter(Boolean);
  if (missing.length) throw new ConfigError(`Invalid environment configuration:\n${missing.join("\n")}`);
  const prefix = e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, "/") : "";
  return {
    driver: "s3",
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix,
  };
}

/** Empty strings count as unset, so `FOO=` in a .env file does not trip validation. */
function clean(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string
  >;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = clean(env);
  const { values, problems } = readSecretFiles(cleaned);
  problems.push(...misspeltChoices(cleaned));
  const parsed = EnvSchema.safeParse(values);
  if (!parsed.success || problems.length > 0) {
    const lines = [...problems, ...(parsed.error?.issues ?? []).map((i) => `  ${i.path.join(".")}: ${i.message}`)];
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const databaseUrl = overrides.databaseUrl ?? e.DATABASE_URL;
  const port = overrides.port ?? e.PORT;
  // A misspelt DATABASE_URL used to run a production deploy on a fresh embedded database unnoticed (#15).
  if (e.NODE_ENV === "production" && !databaseUrl && e.ALLOW_EMBEDDED_DATABASE !== "true") {
    throw new ConfigError(
      "Invalid environment configuration:\n  DATABASE_URL: not set, and NODE_ENV=production would run on the embedded database in DATA_DIR. " +
        "Set DATABASE_URL to your PostgreSQL (check its spelling), or set ALLOW_EMBEDDED_DATABASE=true to run one process on the embedded database on purpose.",
    );
  }
  // A deploy must not cut an upload the server has accepted: shutdown waits for the slowest one.
  if (e.SHUTDOWN_TIMEOUT_SECONDS !== undefined && e.SHUTDOWN_TIMEOUT_SECONDS < e.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      `Invalid environment configuration:\n  SHUTDOWN_TIMEOUT_SECONDS: ${e.SHUTDOWN_TIMEOUT_SECONDS} is shorter than REQUEST_TIMEOUT_SECONDS (${e.REQUEST_TIMEOUT_SECONDS}), so a deploy would cut uploads still arriving. ` +
        "Raise SHUTDOWN_TIMEOUT_SECONDS (and your orchestrator's grace period) or lower REQUEST_TIMEOUT_SECONDS.",
    );
  }
  const authSecret = overrides.authSecret ?? e.AUTH_SECRET ?? embeddedSecret(dataDir, databaseUrl);
  return {
    port,
    host: e.HOST,
    dataDir,
    storage: overrides.storage ?? storageConfig(e),
    databaseUrl,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    migrateOnStart: e.MIGRATE_ON_START === "true",
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    shutdownTimeoutMs: (e.SHUTDOWN_TIMEOUT_SECONDS ?? e.REQUEST_TIMEOUT_SECONDS + SHUTDOWN_MARGIN_SECONDS) * 1000,
    publicUrl: (overrides.publicUrl ?? e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    production: e.NODE_ENV === "production",
    allowMailToFolder: e.ALLOW_MAIL_TO_FOLDER === "true",
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
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
    requestDeadlineMs: e.REQUEST_DEADLINE_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_SECONDS * 1000,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    mailOutboxLimit: e.MAIL_OUTBOX_LIMIT,
    mailPollMs: 2000,
    mailCheckCacheMs: 30_000,
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

/**
 * Secrets from files (Docker and Kubernetes secrets): any variable X may instead be given as
 * X_FILE, a path whose content (trimmed) is the value. Both at once is an error, never a guess.
 */
function readSecretFiles(env: Record<string, string>): { values: Record<string, string>; problems: string[] } {
  const values = { ...env };
  const problems: string[] = [];
  for (const name of Object.keys(EnvSchema.shape)) {
    const file = env[`${name}_FILE`];
    if (file === undefined) continue;
    delete values[`${name}_FILE`];
    if (env[name] !== undefined) {
      problems.push(`  ${name}_FILE: ${name} is set as well; set one of them, not both`);
      continue;
    }
    try {
      values[name] = readFileSync(file, "utf8").trim();
    } catch (err) {
      problems.push(
        `  ${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
      );
    }
  }
  return { values, problems };
}

/** Every variable the server reads (each may also be given as X_FILE). */
export function knownVariables(): string[] {
  return Object.keys(EnvSchema.shape);
}

/** Prefixes only GameReady's own variables use: an unknown name under one is a likely mistake. */
const OWN_PREFIXES = [
  "DATABASE_",
  "SMTP_",
  "AUTH_",
  "ADMIN_",
  "S3_",
  "STORAGE_",
  "PGLITE_",
  "MIGRATE_",
  "SHUTDOWN_",
  "LIVE_COUNT_",
  "EXPENSIVE_",
  "SIGNUP_",
  "GAMEREADY_",
];

/**
 * Variables that look like a misspelt GameReady one (DATABSE_URL, SMTP_ULR, AUTH_SECERT) or
 * carry one of its prefixes under an unknown name. Each is a warning naming the likely intended
 * variable: the server still starts (the environment holds much that is not ours).
 */
export function lookalikeWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  for (const raw of Object.keys(env)) {
    const meant = likelyMeant(raw);
    if (meant === null) continue;
    if (meant) {
      warnings.push(`${raw} is not a GameReady variable: did you mean ${meant}? (it is ignored)`);
      continue;
    }
    const name = raw.toUpperCase();
    const prefix = OWN_PREFIXES.find((p) => name.startsWith(p));
    if (prefix) {
      const same = knownVariables().filter((k) => k.startsWith(prefix));
      warnings.push(
        `${raw} is not a GameReady variable (it is ignored); known ${prefix}* variables: ${same.join(", ") || "none"}`,
      );
    }
  }
  return warnings;
}

/**
 * The variables that choose where data, mail and secrets go. A misspelling of one of these,
 * with the real name unset, would start the server on a fallback (the embedded database, mail
 * to a folder, a generated secret) that looks like it works: that is refused, not warned about.
 */
const CHOOSING = new Set([
  "DATABASE_URL",
  "SMTP_URL",
  "AUTH_SECRET",
  "ADMIN_ACCESS_KEY",
  "PUBLIC_URL",
  "DATA_DIR",
  "STORAGE",
]);

function misspeltChoices(env: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const raw of Object.keys(env)) {
    const meant = likelyMeant(raw)?.replace(/_FILE$/, "");
    if (meant && CHOOSING.has(meant) && env[meant] === undefined && env[`${meant}_FILE`] === undefined)
      problems.push(`  ${raw}: not a GameReady variable, and ${meant} is not set: did you mean ${meant}? Rename it.`);
  }
  return problems;
}

/**
 * The GameReady variable a name is probably a misspelling of; undefined when it is close to
 * none; null when it is one of ours.
 */
function likelyMeant(raw: string): string | undefined | null {
  const known = knownVariables().flatMap((k) => [k, `${k}_FILE`]);
  if (known.includes(raw)) return null;
  const name = raw.toUpperCase();
  // Short names (HOME, PATH, TERM) sit within a typo of PORT/HOST by chance: compare long ones only.
  const limit = name.length >= 8 ? 2 : name.length >= 5 ? 1 : 0;
  let best: { name: string; distance: number } | undefined;
  for (const k of known) {
    const d = name === k ? 0 : editDistance(name, k);
    if (d <= limit && (!best || d < best.distance)) best = { name: k, distance: d };
  }
  return best?.name;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const w = b.length + 1;
  const d = new Array<number>((a.length + 1) * w).fill(0);
  const at = (i: number, j: number) => d[i * w + j] ?? 0;
  for (let i = 0; i <= a.length; i++) d[i * w] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, at(i - 2, j - 2) + 1);
      d[i * w + j] = v;
    }
  return at(a.length, b.length);
}
