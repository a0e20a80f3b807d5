import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { appSettings } from "#server/core/db/schema";

/**
 * The coach's access key (issue #4, docs/decisions/0021-admin-access-key.md). It comes from
 * ADMIN_ACCESS_KEY, or else from a scrypt hash in app_settings (set by `npm run admin:key`, or
 * created on the first start). There is never a built-in default, and the plain key is never
 * stored.
 */
export const ADMIN_KEY_SETTING = "admin_key_hash";

/** Longer candidates are refused without hashing: nobody types a key this long. */
export const MAX_KEY_LENGTH = 512;

// OWASP's scrypt floor is N=2^17 with r=8; 2^15 keeps one check near 100 ms on this machine's
// cores while the per-address limit (5 a minute) does the rest against guessing.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function scryptAsync(key: string, salt: Buffer, len: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(key, salt, len, { ...opts, maxmem: 128 * opts.N! * opts.r! * 2 }, (err, out) =>
      err ? reject(err) : resolve(out),
    ),
  );
}

/** A new random key: 24 bytes (192 bits), URL-safe, easy to paste. */
export function generateAdminKey(): string {
  return randomBytes(24).toString("base64url");
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash. */
export async function hashAdminKey(key: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(key, salt, KEY_BYTES, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export async function verifyAdminKeyHash(candidate: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, "base64url");
  if (expected.length !== KEY_BYTES) return false;
  const actual = await scryptAsync(candidate, Buffer.from(saltText, "base64url"), KEY_BYTES, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function keysEqual(candidate: string, expected: string): boolean {
  const a = createHash("sha256").update(candidate, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}

export async function readStoredKeyHash(db: Db): Promise<string | undefined> {
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, ADMIN_KEY_SETTING));
  return rows[0]?.value;
}

/** Replaces the stored key with a new random one and returns it (the only time it exists in plain). */
export async function rotateStoredKey(db: Db): Promise<string> {
  const key = generateAdminKey();
  const value = await hashAdminKey(key);
  await db
    .insert(appSettings)
    .values({ key: ADMIN_KEY_SETTING, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  return key;
}

/**
 * First start without ADMIN_ACCESS_KEY and without a stored hash: create a key and return it
 * so the caller prints it once. Returns undefined when a key already exists (another process
 * starting on the same PostgreSQL may have won the race: then it printed the key, not us).
 */
export async function createKeyIfMissing(db: Db): Promise<string | undefined> {
  if (await readStoredKeyHash(db)) return undefined;
  const key = generateAdminKey();
  const inserted = await db
    .insert(appSettings)
    .values({ key: ADMIN_KEY_SETTING, value: await hashAdminKey(key) })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  return inserted.length > 0 ? key : undefined;
}

/**
 * On a shared database, a process given ADMIN_ACCESS_KEY stores its hash, so a process started
 * without the variable checks the same key instead of creating a second one. Returns true when
 * the stored hash changed.
 */
export async function adoptEnvKey(db: Db, envKey: string): Promise<boolean> {
  const stored = await readStoredKeyHash(db);
  if (stored && (await verifyAdminKeyHash(envKey, stored))) return false;
  const value = await hashAdminKey(envKey);
  await db
    .insert(appSettings)
    .values({ key: ADMIN_KEY_SETTING, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  return true;
}

export interface AdminKeyChecker {
  source: "env" | "stored";
  verify(candidate: string): Promise<boolean>;
}

/**
 * ADMIN_ACCESS_KEY wins when set. Otherwise the stored hash is read on every check, so a key
 * rotated with `npm run admin:key` against a shared PostgreSQL takes effect without a restart.
 */
export function adminKeyChecker(db: Db, envKey: string | undefined): AdminKeyChecker {
  if (envKey) return { source: "env", verify: async (candidate) => keysEqual(candidate, envKey) };
  return {
    source: "stored",
    async verify(candidate) {
      const stored = await readStoredKeyHash(db);
      if (!stored) return false;
      return verifyAdminKeyHash(candidate, stored);
    },
  };
}

/**
 * The one-time console message, a plain block that shows whatever the log level. The server
 * prints it on stderr, so it never enters the JSON log on stdout that log shippers collect
 * (issue #15, 0096); `npm run admin:key` has no JSON log and prints it on stdout.
 */
export function printNewKey(key: string, how: string, stream: "stdout" | "stderr" = "stderr"): void {
  const line = "=".repeat(72);
  (stream === "stdout" ? console.log : console.error)(
    [
      "",
      line,
      `  GameReady admin access key ${how}.`,
      "  It is shown ONCE: copy it now into your password manager.",
      "",
      `      ${key}`,
      "",
      "  Only a hash of it is stored. Enter it at /admin-access to open the coach console.",
      "  To replace it later run `npm run admin:key` (with the embedded database, stop the",
      "  server first), or set ADMIN_ACCESS_KEY, which takes precedence over the stored key.",
      line,
      "",
    ].join("\n"),
  );
}
