import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SUPPORT_EMAIL } from "#domain/site";

/** Sign-ups per client address per hour (POST /api/signup, docs/decisions/0050). */
export const DEFAULT_SIGNUP_LIMIT_PER_HOUR = 10;

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
